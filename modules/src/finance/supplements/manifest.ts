import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';
import { productRoutes } from './product-routes.js';
import { saleRoutes } from './sale-routes.js';
import { supplementAudit } from './supplement-audit.js';
import { supplementEvents } from './supplement-events.js';
import { SUPPLEMENTS_TOPIC } from './supplement-topics.js';
import { supplementsProjector } from './supplements-projector.js';

/** Supplement sales: catalogue, stock (moving average cost, stocktakes), the point of sale and returns. */
export const supplementsModule = {
  name: 'supplements',
  context: 'finance',
  events: supplementEvents,
  projectors: [supplementsProjector],
  routes: [productRoutes, saleRoutes],
  topics: [SUPPLEMENTS_TOPIC],
  audit: supplementAudit,
} as const satisfies ModuleManifest;
