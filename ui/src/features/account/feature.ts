import type { FeatureManifest } from '../../lib/feature';

/** The signed-in user's own account (their password), reached from the profile menu by every role. */
export const accountFeature = {
  name: 'account',
  messages: (locale) => import(`./locales/${locale}.po`),
  routes: [{ path: 'account/password', lazy: () => import('./routes/change-password-page') }],
} as const satisfies FeatureManifest;
