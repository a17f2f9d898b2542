import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { EventCatalogue } from '@gym/events/catalogue/event-catalogue';
import type { EventStore } from '@gym/events/store/event-store';
import type { Clock } from '../time/clock.js';
import type { AsOfReader } from '../projection/as-of/as-of-reader.js';
import type {} from './request-auth.js';

/** "Today" and the days of instants in the gym's time zone (a setting, default Asia/Qatar). */
export interface GymCalendar {
  timeZone(): Promise<string>;
  today(): Promise<string>;
  dayOf(instant: Date): Promise<string>;
}

/** The platform's sessions, as an area that manages staff accounts needs them. */
export interface StaffSessions {
  /** Signs a user out everywhere at once: sessions, cached authentications and open sockets (password reset…). */
  endAllOf(userId: number): Promise<void>;
}

/**
 * What a module's route plugin receives. command-service implements it; an area depends on this interface only,
 * never on the service that hosts it.
 */
export interface ModuleContext {
  readonly pool: Pool;
  readonly store: EventStore;
  readonly log: Logger;
  readonly clock: Clock;
  /** Every event type of the modules the app was built with (the command pipeline parses and versions with it). */
  readonly catalogue: EventCatalogue;
  readonly calendar: GymCalendar;
  readonly sessions: StaffSessions;
  /** Read tables as they stood at a past instant, for one request (time travel). */
  readonly asOf: Pick<AsOfReader, 'read'>;
}

/** One route plugin of a module (one plugin per file). */
export type ModuleRoutes = FastifyPluginAsyncZod<{ deps: ModuleContext }>;
