import { Fingerprint } from 'lucide-react';
import { lazy } from 'react';
import type { FeatureManifest } from '../../lib/feature';

export const fingerprintFeature = {
  name: 'fingerprint',
  messages: (locale) => import(`./locales/${locale}.po`),
  routes: [{ path: 'fingerprint', permission: 'canViewFingerprint', lazy: () => import('./routes/fingerprint-page') }],
  nav: [
    {
      to: '/fingerprint',
      label: 'nav.fingerprint',
      icon: Fingerprint,
      permission: 'canViewFingerprint',
      position: 110,
    },
  ],
  // Approvals, queued and answered commands, enrolments.
  topics: { fingerprint: [['fingerprint']] },
  memberSections: [
    {
      id: 'fingerprint',
      permission: 'canViewFingerprint',
      Component: lazy(() => import('./components/member-fingerprint-section')),
    },
  ],
} as const satisfies FeatureManifest;
