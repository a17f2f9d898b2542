import { Bot, CalendarDays, Fingerprint, Megaphone, Receipt, ShoppingBag, Wallet } from 'lucide-react';
import { accountsFeature } from '../features/accounts/feature';
import { authFeature } from '../features/auth/feature';
import { billingFeature } from '../features/billing/feature';
import { checkInFeature } from '../features/check-in/feature';
import { dashboardFeature } from '../features/dashboard/feature';
import { membersFeature } from '../features/members/feature';
import { personalTrainingFeature } from '../features/personal-training/feature';
import { quickAddFeature } from '../features/quick-add/feature';
import { settingsFeature } from '../features/settings/feature';
import type { FeatureManifest } from '../lib/feature';
import { upcomingArea } from './upcoming-area';

/**
 * THE list of the UI's features: the router takes their pages, the sidebar their navigation entries (sorted by
 * position), the realtime connection their topic → query keys, a member's page their sections. A new feature is
 * its folder with a `feature.ts` and one line here.
 */
export const features = [
  authFeature,
  dashboardFeature,
  upcomingArea({ path: 'ai-fitness', title: 'AI Fitness Advisor', nav: { icon: Bot, position: 20 } }),
  upcomingArea({ path: 'test-refund', title: 'Refund Test' }),
  membersFeature,
  quickAddFeature,
  checkInFeature,
  billingFeature,
  personalTrainingFeature,
  upcomingArea({
    path: 'expenses',
    title: 'Expenses',
    permission: 'canViewFinancials',
    nav: { icon: Receipt, position: 70 },
  }),
  upcomingArea({
    path: 'petty-cash',
    title: 'Petty Cash',
    permission: 'canViewFinancials',
    nav: { icon: Wallet, position: 80 },
  }),
  upcomingArea({
    path: 'supplements',
    title: 'Supplement Sales',
    permission: 'canViewFinancials',
    nav: { icon: ShoppingBag, position: 90 },
  }),
  upcomingArea({
    path: 'staff',
    title: 'Leave Management',
    permission: 'canViewStaff',
    nav: { icon: CalendarDays, position: 100 },
  }),
  upcomingArea({ path: 'staff-salaries', title: 'Staff Salaries', permission: 'canViewStaff' }),
  upcomingArea({
    path: 'fingerprint',
    title: 'Fingerprint',
    permission: 'canViewFingerprint',
    nav: { icon: Fingerprint, position: 110 },
  }),
  upcomingArea({
    path: 'marketing',
    title: 'Marketing',
    permission: 'canViewMarketing',
    nav: { icon: Megaphone, position: 120 },
  }),
  settingsFeature,
  accountsFeature,
] as const satisfies readonly FeatureManifest[];
