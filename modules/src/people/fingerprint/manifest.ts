import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';
import { commandRetryJob } from './command-retry.js';
import { doorAccessReactor, doorExpiryJob } from './door-access-reactor.js';
import { fingerprintAudit } from './fingerprint-audit.js';
import { fingerprintEvents } from './fingerprint-events.js';
import { fingerprintMigrations } from './fingerprint-migrations.js';
import { fingerprintProjector } from './fingerprint-projector.js';
import { fingerprintRoutes } from './fingerprint-routes.js';
import { DOOR_TOPIC, FINGERPRINT_TOPIC } from './fingerprint-topics.js';
import { iclockRoutes } from './iclock-routes.js';

/**
 * Fingerprint readers at the door (ZKTeco ADMS push protocol): approval, enrolment, command queues, punches as
 * check-ins with the desk's rules, and the door following the membership. Templates stay encrypted outside the log.
 */
export const fingerprintModule = {
  name: 'fingerprint',
  context: 'people',
  events: fingerprintEvents,
  projectors: [fingerprintProjector],
  routes: [fingerprintRoutes, iclockRoutes],
  topics: [FINGERPRINT_TOPIC, DOOR_TOPIC],
  migrations: fingerprintMigrations,
  reactors: [doorAccessReactor],
  jobs: [doorExpiryJob, commandRetryJob],
  audit: fingerprintAudit,
} as const satisfies ModuleManifest;
