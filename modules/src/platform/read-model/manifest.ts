import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';
import { readModelAudit } from './read-model-audit.js';
import { readModelEvents } from './read-model-events.js';
import { readModelProjector } from './read-model-projector.js';
import { readModelRoutes } from './read-model-routes.js';
import { PARKED_EVENTS_TOPIC } from './read-model-topics.js';

/** The read models' own upkeep: events they parked (could not apply), and settings managers' marks that they were corrected. */
export const readModelModule = {
  name: 'read-model',
  context: 'platform',
  events: readModelEvents,
  projectors: [readModelProjector],
  routes: [readModelRoutes],
  topics: [PARKED_EVENTS_TOPIC],
  audit: readModelAudit,
} as const satisfies ModuleManifest;
