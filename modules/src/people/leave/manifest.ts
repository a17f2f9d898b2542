import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';
import { leaveAudit } from './leave-audit.js';
import { leaveEvents } from './leave-events.js';
import { leaveProjector } from './leave-projector.js';
import { leaveRoutes } from './leave-routes.js';
import { LEAVE_TOPIC } from './leave-topics.js';

/** Leave under Qatar's labour law: accrual, sick-pay tiers, requests and decisions, team calendar, balances. */
export const leaveModule = {
  name: 'leave',
  context: 'people',
  events: leaveEvents,
  projectors: [leaveProjector],
  routes: [leaveRoutes],
  topics: [LEAVE_TOPIC],
  audit: leaveAudit,
} as const satisfies ModuleManifest;
