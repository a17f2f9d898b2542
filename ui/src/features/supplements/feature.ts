import { ShoppingBag } from 'lucide-react';
import type { FeatureManifest } from '../../lib/feature';

export const supplementsFeature = {
  name: 'supplements',
  routes: [{ path: 'supplements', permission: 'canViewFinancials', lazy: () => import('./routes/supplements-page') }],
  nav: [
    { to: '/supplements', label: 'Supplement Sales', icon: ShoppingBag, permission: 'canViewFinancials', position: 90 },
  ],
  // Stock, sales and low-stock alerts (here and on the dashboard) arrive live; an account sale also changes invoices
  // and members, which their own topics refresh.
  topics: { supplements: [['supplements'], ['low-stock']] },
} as const satisfies FeatureManifest;
