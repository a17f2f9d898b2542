import { Megaphone } from 'lucide-react';
import type { FeatureManifest } from '../../lib/feature';

/** Marketing (canViewMarketing to see; canEditMarketing to act). */
export const marketingFeature = {
  name: 'marketing',
  routes: [{ path: 'marketing', permission: 'canViewMarketing', lazy: () => import('./routes/marketing-page') }],
  nav: [{ to: '/marketing', label: 'Marketing', icon: Megaphone, permission: 'canViewMarketing', position: 120 }],
  topics: { marketing: [['marketing']] },
} as const satisfies FeatureManifest;
