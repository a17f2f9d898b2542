import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { EventStore } from '@gym/events/store/event-store';
import type { Clock } from '@gym/kernel/time/clock';
import type { AppConfig } from './config.js';

/** What the application is built from; tests build it from a test database the same way `main.ts` does. */
export interface AppDependencies {
  readonly config: AppConfig;
  readonly pool: Pool;
  readonly store: EventStore;
  readonly log: Logger;
  readonly clock: Clock;
}
