import { Receipt } from 'lucide-react';
import type { FeatureManifest } from '../../lib/feature';

export const expensesFeature = {
  name: 'expenses',
  messages: (locale) => import(`./locales/${locale}.po`),
  routes: [{ path: 'expenses', permission: 'canViewFinancials', lazy: () => import('./routes/expenses-page') }],
  nav: [{ to: '/expenses', label: 'nav.expenses', icon: Receipt, permission: 'canViewFinancials', position: 70 }],
  topics: { expenses: [['expenses']], 'money-report': [['money-report']] },
} as const satisfies FeatureManifest;
