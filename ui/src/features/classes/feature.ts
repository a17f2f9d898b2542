import { lazy } from 'react';
import { CalendarDays } from 'lucide-react';
import type { FeatureManifest } from '../../lib/feature';

/**
 * Classes (issue 47): the timetable (week and day views, a phone list and a printed week), an occurrence's roster
 * with bookings and one-off changes, and the member page's Classes section.
 */
export const classesFeature = {
  name: 'classes',
  messages: (locale) => import(`./locales/${locale}.po`),
  routes: [
    { path: 'classes', permission: 'canViewMembers', lazy: () => import('./routes/timetable-page') },
    { path: 'classes/:occurrenceId', permission: 'canViewMembers', lazy: () => import('./routes/occurrence-page') },
  ],
  nav: [{ to: '/classes', label: 'nav.classes', icon: CalendarDays, permission: 'canViewMembers', position: 45 }],
  topics: {
    classes: [['classes']],
    // Every timetable query, every occurrence's roster and every member's class bookings (issue 47).
    timetable: [['timetable'], ['class-occurrence'], ['member-class-bookings']],
  },
  memberSections: [
    {
      id: 'member-classes',
      permission: 'canViewMembers',
      Component: lazy(() => import('./components/member-classes-section')),
    },
  ],
} as const satisfies FeatureManifest;
