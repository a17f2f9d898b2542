import { classEvents } from './class-events.js';
import { classRoutes } from './class-routes.js';
import { CLASSES_TOPIC } from './class-topics.js';
import { classesProjector } from './classes-projector.js';
import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';

/** The classes a check-in may name. */
export const classesModule = {
  name: 'classes',
  context: 'membership',
  events: classEvents,
  projectors: [classesProjector],
  routes: [classRoutes],
  topics: [CLASSES_TOPIC],
} as const satisfies ModuleManifest;
