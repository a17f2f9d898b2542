import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';
import { tillAudit } from './till-audit.js';
import { tillEvents } from './till-events.js';
import { tillProjector } from './till-projector.js';
import { tillReactor } from './till-reactor.js';
import { tillRoutes } from './till-routes.js';
import { PETTY_CASH_TOPIC } from './till-topics.js';

/** The petty cash till per desk: sessions, cash flowing in from other areas' events, X and Z reports. */
export const pettyCashModule = {
  name: 'petty-cash',
  context: 'finance',
  events: tillEvents,
  projectors: [tillProjector],
  routes: [tillRoutes],
  topics: [PETTY_CASH_TOPIC],
  reactors: [tillReactor],
  audit: tillAudit,
} as const satisfies ModuleManifest;
