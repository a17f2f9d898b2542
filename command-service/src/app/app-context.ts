import type { ModuleContext } from '@gym/kernel/http/module-context';
import type { Projector } from '@gym/kernel/projection/projector';
import type { Reactor } from '@gym/kernel/reaction/reactor';
import type { Authenticator } from '../auth/authenticator.js';
import type { ProjectionProgress } from '../realtime/projection-progress.js';
import type { SocketGateway } from '../realtime/socket-gateway.js';
import type { AppDependencies } from './app-dependencies.js';
import type { GymCalendar } from './gym-calendar.js';

/**
 * What the platform's route plugins get: the dependencies plus the services the app builds around its HTTP server.
 * Modules' routes see only the `ModuleContext` part of it.
 */
export interface AppContext extends AppDependencies, ModuleContext {
  readonly realtime: SocketGateway;
  readonly progress: ProjectionProgress;
  readonly calendar: GymCalendar;
  readonly authenticator: Authenticator;
  /** The projectors of the modules the app was built with (health reports each one's progress). */
  readonly projectors: readonly Projector[];
  /** The reactors of those modules (health reports each one's state; the projection service runs them). */
  readonly reactors: readonly Reactor[];
}
