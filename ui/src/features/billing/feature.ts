import { CreditCard } from 'lucide-react';
import { lazy } from 'react';
import type { FeatureManifest } from '../../lib/feature';

export const billingFeature = {
  name: 'billing',
  messages: (locale) => import(`./locales/${locale}.po`),
  routes: [
    { path: 'billing', permission: 'canViewFinancials', lazy: () => import('./routes/billing-page') },
    {
      path: 'billing/receipts/:invoiceId',
      permission: 'canViewFinancials',
      lazy: () => import('./routes/receipt-page'),
    },
  ],
  nav: [{ to: '/billing', label: 'nav.billing', icon: CreditCard, permission: 'canViewFinancials', position: 50 }],
  // An invoice or payment changes billing lists and what a member owes.
  topics: { invoices: [['invoices'], ['members']] },
  memberSections: [
    {
      id: 'billing',
      permission: 'canViewFinancials',
      asOf: true,
      Component: lazy(() => import('./components/member-billing-section')),
    },
    {
      id: 'payment-history',
      permission: 'canViewFinancials',
      Component: lazy(() => import('./components/member-payment-history-section')),
    },
  ],
} as const satisfies FeatureManifest;
