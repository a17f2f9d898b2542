import { Settings } from 'lucide-react';
import type { FeatureManifest } from '../../lib/feature';

/** The gym's settings page: details, logo and the membership plans. */
export const settingsFeature = {
  name: 'settings',
  messages: (locale) => import(`./locales/${locale}.po`),
  routes: [{ path: 'settings', permission: 'canManageSettings', lazy: () => import('./routes/settings-page') }],
  nav: [{ to: '/settings', label: 'nav.settings', icon: Settings, permission: 'canManageSettings', position: 130 }],
  topics: { settings: [['settings']], plans: [['membership-plans']] },
} as const satisfies FeatureManifest;
