import { checkInEvents } from './check-in-events.js';
import { checkInRoutes } from './check-in-routes.js';
import { CHECK_INS_TOPIC } from './check-in-topics.js';
import { checkInsProjector } from './check-ins-projector.js';
import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';

/** The desk's door: check-in (judged on the member's membership for the day), check-out, the day's visits. */
export const checkInsModule = {
  name: 'check-ins',
  context: 'membership',
  events: checkInEvents,
  projectors: [checkInsProjector],
  routes: [checkInRoutes],
  topics: [CHECK_INS_TOPIC],
} as const satisfies ModuleManifest;
