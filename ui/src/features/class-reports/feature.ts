import { ChartColumn } from 'lucide-react';
import type { FeatureManifest } from '../../lib/feature';

/**
 * The class report (issue 47, item 6): attendance by class, instructor and weekday × hour, fill, no-show and
 * late-cancel rates, waitlist conversions over a period; the server's CSV and Excel files, and print.
 */
export const classReportsFeature = {
  name: 'class-reports',
  messages: (locale) => import(`./locales/${locale}.po`),
  routes: [
    { path: 'classes/reports', permission: 'canViewMembers', lazy: () => import('./routes/class-reports-page') },
  ],
  nav: [
    {
      to: '/classes/reports',
      label: 'nav.classReports',
      icon: ChartColumn,
      permission: 'canViewMembers',
      position: 46,
    },
  ],
  // Every booking, waitlist change, check-in to a class and no-show changes the figures.
  topics: { timetable: [['class-report']] },
} as const satisfies FeatureManifest;
