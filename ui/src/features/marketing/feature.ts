import { Megaphone } from 'lucide-react';
import { lazy } from 'react';
import type { FeatureManifest } from '../../lib/feature';

/** Marketing (canViewMarketing to see; canEditMarketing to act). */
export const marketingFeature = {
  name: 'marketing',
  messages: (locale) => import(`./locales/${locale}.po`),
  routes: [{ path: 'marketing', permission: 'canViewMarketing', lazy: () => import('./routes/marketing-page') }],
  nav: [{ to: '/marketing', label: 'nav.marketing', icon: Megaphone, permission: 'canViewMarketing', position: 120 }],
  topics: { marketing: [['marketing']] },
  // A member's consent per channel and its history; recording a change needs canEditMarketing.
  memberSections: [
    {
      id: 'marketing-consent',
      permission: 'canViewMarketing',
      Component: lazy(() => import('./components/member-consent-section')),
    },
  ],
} as const satisfies FeatureManifest;
