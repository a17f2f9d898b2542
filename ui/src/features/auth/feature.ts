import type { FeatureManifest } from '../../lib/feature';

/** Sign-in and the session; /login itself is the router's own (loaded with the app). */
export const authFeature = {
  name: 'auth',
  routes: [{ path: '/fix-admin', standalone: true, lazy: () => import('./routes/admin-override-cleaner') }],
  // Sent only to the clients whose own role, flags or name changed.
  topics: { me: [['auth', 'me']] },
} as const satisfies FeatureManifest;
