import { dashboardProjector } from './dashboard-projector.js';
import { dashboardRoutes } from './dashboard-routes.js';
import { DASHBOARD_TOPIC } from './dashboard-topics.js';
import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';

/** The dashboard's figures, from aggregates that do not grow with members or visits. */
export const dashboardModule = {
  name: 'dashboard',
  context: 'insight',
  events: [],
  projectors: [dashboardProjector],
  routes: [dashboardRoutes],
  topics: [DASHBOARD_TOPIC],
} as const satisfies ModuleManifest;
