import { settingsEvents } from './settings-events.js';
import { settingsProjector } from './settings-projector.js';
import { settingsRoutes } from './settings-routes.js';
import { setupChecklistRoutes } from './setup-checklist-routes.js';
import { SETTINGS_TOPIC } from './settings-topics.js';
import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';

/** The gym's configuration (name, contact, logo, time zone, currency), read by every other area and screen. */
export const settingsModule = {
  name: 'settings',
  context: 'platform',
  events: settingsEvents,
  projectors: [settingsProjector],
  routes: [settingsRoutes, setupChecklistRoutes],
  topics: [SETTINGS_TOPIC],
} as const satisfies ModuleManifest;
