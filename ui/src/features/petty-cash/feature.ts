import { Wallet } from 'lucide-react';
import type { FeatureManifest } from '../../lib/feature';

export const pettyCashFeature = {
  name: 'petty-cash',
  messages: (locale) => import(`./locales/${locale}.po`),
  routes: [{ path: 'petty-cash', permission: 'canViewFinancials', lazy: () => import('./routes/petty-cash-page') }],
  nav: [{ to: '/petty-cash', label: 'nav.pettyCash', icon: Wallet, permission: 'canViewFinancials', position: 80 }],
  // Cash flows in from payments, refunds, expenses and sales: the till's own topic says when its figures moved.
  topics: { 'petty-cash': [['petty-cash']] },
} as const satisfies FeatureManifest;
