import { LayoutDashboard } from 'lucide-react';
import type { FeatureManifest } from '../../lib/feature';

export const dashboardFeature = {
  name: 'dashboard',
  routes: [{ index: true, kitDialogsOnUse: true, lazy: () => import('./routes/dashboard-page') }],
  messages: (locale) => import(`./locales/${locale}.po`),
  nav: [{ to: '/', label: 'nav.dashboard', icon: LayoutDashboard, end: true, position: 10 }],
  // Every dashboard figure and chart (GET /api/stats/*, /api/members?forDashboard=true).
  // The Past Due card counts members who owe from the members' read table (one definition of "owes").
  topics: {
    dashboard: [['stats'], ['members', 'for-dashboard']],
    members: [['stats']],
    // This month's result (canViewFinancials): the monthly report's own projector says when it moved.
    'money-report': [['money-report']],
    // Today's classes (issue 47).
    timetable: [['today-classes']],
  },
} as const satisfies FeatureManifest;
