import { CalendarDays } from 'lucide-react';
import type { FeatureManifest } from '../../lib/feature';

/** Staff: leave and employee records (/staff), salaries, payslips and the WPS file (/staff-salaries). */
export const staffFeature = {
  name: 'staff',
  routes: [
    { path: 'staff', permission: 'canViewStaff', lazy: () => import('./routes/leave-page') },
    { path: 'staff-salaries', permission: 'canViewStaff', lazy: () => import('./routes/salaries-page') },
  ],
  nav: [
    {
      to: '/staff',
      label: 'Leave Management',
      icon: CalendarDays,
      permission: 'canViewStaff',
      position: 100,
      children: [
        { to: '/staff', label: 'Leave' },
        { to: '/staff-salaries', label: 'Salaries' },
      ],
    },
  ],
  topics: { staff: [['staff']], leave: [['leave']], payroll: [['payroll']] },
} as const satisfies FeatureManifest;
