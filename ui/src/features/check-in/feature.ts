import { UserCheck } from 'lucide-react';
import type { FeatureManifest } from '../../lib/feature';
import { CHECK_IN_REFRESH_KEYS } from '../../lib/query-keys';

export const checkInFeature = {
  name: 'check-in',
  routes: [{ path: 'check-in', permission: 'canViewMembers', lazy: () => import('./routes/check-in-desk-page') }],
  messages: (locale) => import(`./locales/${locale}.po`),
  nav: [{ to: '/check-in', label: 'nav.checkIn', icon: UserCheck, permission: 'canViewMembers', position: 40 }],
  topics: {
    // A check-in changes the day's list, the member's last visit and their history (read from the check-ins).
    'check-ins': CHECK_IN_REFRESH_KEYS,
    // The classes a check-in may name.
    classes: [['classes']],
    // A member's class bookings today: the desk offers "check in to <class>" from them (issue 47).
    timetable: [['member-class-bookings']],
    // A member refused at a fingerprint reader, shown at the desk with the reason.
    'fingerprint-door': [['door-refusals']],
  },
} as const satisfies FeatureManifest;
