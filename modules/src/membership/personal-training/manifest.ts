import { PtPackageSettled, PtPackageSold, ptEvents } from './pt-events.js';
import { ptProjector } from './pt-projector.js';
import { ptRoutes } from './pt-routes.js';
import { PT_TOPIC } from './pt-topics.js';
import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';

/** Trainers and PT packages, sold with a paid invoice for what is paid now. */
export const personalTrainingModule = {
  name: 'personal-training',
  context: 'membership',
  events: ptEvents,
  projectors: [ptProjector],
  routes: [ptRoutes],
  topics: [PT_TOPIC],
  moneyEvents: [PtPackageSold.type, PtPackageSettled.type],
} as const satisfies ModuleManifest;
