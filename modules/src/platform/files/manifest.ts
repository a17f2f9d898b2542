import { fileRoutes } from './file-routes.js';
import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';

/** Uploaded images (gym logo, member photos), kept outside the log in their own table. */
export const filesModule = {
  name: 'files',
  context: 'platform',
  events: [],
  routes: [fileRoutes],
} as const satisfies ModuleManifest;
