import type { ProjectionProgress } from '../realtime/projection-progress.js';
import type { SocketGateway } from '../realtime/socket-gateway.js';
import type { AppDependencies } from './app-dependencies.js';

/** What route plugins get: the dependencies plus the services the app builds around its HTTP server. */
export interface AppContext extends AppDependencies {
  readonly realtime: SocketGateway;
  readonly progress: ProjectionProgress;
}
