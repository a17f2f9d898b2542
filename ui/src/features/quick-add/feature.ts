import type { FeatureManifest } from '../../lib/feature';

/** Walk-ins: one by one (/members/quick) or several by keyboard (/members/quick-v2); listed under Members. */
export const quickAddFeature = {
  name: 'quick-add',
  messages: (locale) => import(`./locales/${locale}.po`),
  routes: [
    { path: 'members/quick', permission: 'canViewMembers', lazy: () => import('./routes/quick-add-page') },
    { path: 'members/quick-v2', permission: 'canViewMembers', lazy: () => import('./routes/walk-ins-by-keyboard') },
  ],
} as const satisfies FeatureManifest;
