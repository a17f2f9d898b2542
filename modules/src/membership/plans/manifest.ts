import { planEvents } from './plan-events.js';
import { planRoutes } from './plan-routes.js';
import { PLANS_TOPIC } from './plan-topics.js';
import { plansProjector } from './plans-projector.js';
import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';

/** Membership plans: price, duration, joining fee. */
export const plansModule = {
  name: 'plans',
  context: 'membership',
  events: planEvents,
  projectors: [plansProjector],
  routes: [planRoutes],
  topics: [PLANS_TOPIC],
} as const satisfies ModuleManifest;
