import { ShoppingBag } from 'lucide-react';
import type { FeatureManifest } from '../../lib/feature';

export const supplementsFeature = {
  name: 'supplements',
  messages: (locale) => import(`./locales/${locale}.po`),
  routes: [
    { path: 'supplements', permission: 'canViewFinancials', lazy: () => import('./routes/supplements-page') },
    // A sale's receipt to print again: by the sale, or by the member-account invoice that bills it (from billing).
    {
      path: 'supplements/receipts/:id',
      permission: 'canViewFinancials',
      lazy: () => import('./routes/sale-receipt-page'),
    },
    {
      path: 'supplements/receipts/invoice/:invoiceId',
      permission: 'canViewFinancials',
      lazy: () => import('./routes/sale-receipt-page'),
    },
  ],
  nav: [
    { to: '/supplements', label: 'nav.supplements', icon: ShoppingBag, permission: 'canViewFinancials', position: 90 },
  ],
  // Stock, sales and low-stock alerts (here and on the dashboard) arrive live; an account sale also changes invoices
  // and members, which their own topics refresh.
  topics: { supplements: [['supplements']] },
} as const satisfies FeatureManifest;
