import { lazy } from 'react';
import type { FeatureManifest } from '../../lib/feature';

/** The membership contract (issue 46, item 6): terms in Settings, signing and printing from a member's page. */
export const contractsFeature = {
  name: 'contracts',
  messages: (locale) => import(`./locales/${locale}.po`),
  routes: [
    { path: 'settings/contract', permission: 'canManageSettings', lazy: () => import('./routes/contract-terms-page') },
    { path: 'members/:id/contract', permission: 'canEditMembers', lazy: () => import('./routes/sign-contract-page') },
    {
      path: 'members/:id/contract/print',
      permission: 'canEditMembers',
      lazy: () => import('./routes/print-contract-page'),
    },
  ],
  topics: { contracts: [['contracts']] },
  memberSections: [
    {
      id: 'member-contract',
      permission: 'canViewMembers',
      Component: lazy(() => import('./components/member-contract-section')),
    },
  ],
} as const satisfies FeatureManifest;
