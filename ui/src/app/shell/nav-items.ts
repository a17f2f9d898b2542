import {
  Bot,
  CalendarDays,
  CreditCard,
  Dumbbell,
  Fingerprint,
  LayoutDashboard,
  Megaphone,
  Receipt,
  Settings,
  ShoppingBag,
  UserCheck,
  Users,
  Wallet,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { PermissionFlag } from '@gym/kernel/permissions/permissions';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Spec section 2 "Menu visibility"; none = every signed-in user. */
  permission?: PermissionFlag;
  /** Highlight only on this exact path (the dashboard would otherwise match everything). */
  end?: boolean;
  /** Shown only while the sidebar is expanded. */
  children?: readonly { to: string; label: string }[];
}

/** The side navigation in the spec's order (section 1, areas from the side navigation). */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/ai-fitness', label: 'AI Fitness Advisor', icon: Bot },
  {
    to: '/members',
    label: 'Members',
    icon: Users,
    permission: 'canViewMembers',
    children: [
      { to: '/members', label: 'Card View' },
      { to: '/members/quick', label: 'Quick Add' },
      { to: '/members/fixed', label: 'Table View' },
    ],
  },
  { to: '/check-in', label: 'Check-In', icon: UserCheck, permission: 'canViewMembers' },
  { to: '/billing', label: 'Billing', icon: CreditCard, permission: 'canViewFinancials' },
  { to: '/personal-training', label: 'Personal Training', icon: Dumbbell, permission: 'canViewPT' },
  { to: '/expenses', label: 'Expenses', icon: Receipt, permission: 'canViewFinancials' },
  { to: '/petty-cash', label: 'Petty Cash', icon: Wallet, permission: 'canViewFinancials' },
  { to: '/supplements', label: 'Supplement Sales', icon: ShoppingBag, permission: 'canViewFinancials' },
  { to: '/staff', label: 'Leave Management', icon: CalendarDays, permission: 'canViewStaff' },
  { to: '/fingerprint', label: 'Fingerprint', icon: Fingerprint, permission: 'canViewFingerprint' },
  { to: '/marketing', label: 'Marketing', icon: Megaphone, permission: 'canViewMarketing' },
  { to: '/settings', label: 'Settings', icon: Settings, permission: 'canManageSettings' },
];
