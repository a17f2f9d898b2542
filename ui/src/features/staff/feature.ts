import { CalendarDays } from 'lucide-react';
import type { FeatureManifest } from '../../lib/feature';

/** Staff: leave and employee records (/staff), salaries, payslips and the WPS file (/staff-salaries). */
export const staffFeature = {
  name: 'staff',
  messages: (locale) => import(`./locales/${locale}.po`),
  routes: [
    { path: 'staff', permission: 'canViewStaff', lazy: () => import('./routes/leave-page') },
    { path: 'staff-salaries', permission: 'canViewStaff', lazy: () => import('./routes/salaries-page') },
  ],
  nav: [
    {
      to: '/staff',
      label: 'nav.staff',
      icon: CalendarDays,
      permission: 'canViewStaff',
      position: 100,
      children: [
        { to: '/staff', label: 'nav.staff.leave' },
        { to: '/staff-salaries', label: 'nav.staff.salaries' },
      ],
    },
  ],
  topics: { staff: [['staff']], leave: [['leave']], payroll: [['payroll']] },
} as const satisfies FeatureManifest;
