import type { Authenticator } from '../auth/authenticator.js';
import type { ProjectionProgress } from '../realtime/projection-progress.js';
import type { SocketGateway } from '../realtime/socket-gateway.js';
import type { AppDependencies } from './app-dependencies.js';
import type { GymCalendar } from './gym-calendar.js';

/** What route plugins get: the dependencies plus the services the app builds around its HTTP server. */
export interface AppContext extends AppDependencies {
  readonly realtime: SocketGateway;
  readonly progress: ProjectionProgress;
  readonly calendar: GymCalendar;
  readonly authenticator: Authenticator;
}
