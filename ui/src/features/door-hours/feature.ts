import type { FeatureManifest } from '../../lib/feature';

/** The door's hours (issue 47, item 5): opening hours, special hours, closures, gender hours, prayer closures. */
export const doorHoursFeature = {
  name: 'door-hours',
  messages: (locale) => import(`./locales/${locale}.po`),
  routes: [
    { path: 'settings/door-hours', permission: 'canManageSettings', lazy: () => import('./routes/door-hours-page') },
  ],
  topics: { 'door-hours': [['door-hours']] },
} as const satisfies FeatureManifest;
