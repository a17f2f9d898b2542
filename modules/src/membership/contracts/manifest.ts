import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';
import { contractAudit } from './contract-audit.js';
import { contractEvents } from './contract-events.js';
import { contractRoutes } from './contract-routes.js';
import { CONTRACTS_TOPIC } from './contract-topics.js';
import { contractsProjector } from './contracts-projector.js';

/** The membership contract: versioned bilingual terms and health declaration, signed on screen at the desk. */
export const contractsModule = {
  name: 'contracts',
  context: 'membership',
  events: contractEvents,
  projectors: [contractsProjector],
  routes: [contractRoutes],
  topics: [CONTRACTS_TOPIC],
  audit: contractAudit,
} as const satisfies ModuleManifest;
