import { doorHoursAudit } from './door-hours-audit.js';
import { doorHoursEvents } from './door-hours-events.js';
import { doorHoursProjector } from './door-hours-projector.js';
import { doorHoursRoutes } from './door-hours-routes.js';
import { DOOR_HOURS_TOPIC } from './door-hours-topics.js';
import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';

/** When the door opens (issue 47, item 5): opening hours, special hours, closures, gender hours, prayer closures. */
export const doorHoursModule = {
  name: 'door-hours',
  context: 'membership',
  events: doorHoursEvents,
  projectors: [doorHoursProjector],
  routes: [doorHoursRoutes],
  topics: [DOOR_HOURS_TOPIC],
  audit: doorHoursAudit,
} as const satisfies ModuleManifest;
