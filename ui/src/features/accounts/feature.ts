import type { FeatureManifest } from '../../lib/feature';

/** Roles and staff accounts (/roles-management, reached from Settings). */
export const accountsFeature = {
  name: 'accounts',
  messages: (locale) => import(`./locales/${locale}.po`),
  routes: [
    { path: 'roles-management', permission: 'canManageSettings', lazy: () => import('./routes/roles-and-users-page') },
  ],
  // Roles and accounts; the signed-in user's own record too, so a changed role shows its new menu at once.
  topics: { accounts: [['roles'], ['users'], ['auth', 'me']] },
} as const satisfies FeatureManifest;
