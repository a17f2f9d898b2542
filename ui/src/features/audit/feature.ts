import { ScrollText } from 'lucide-react';
import type { FeatureManifest } from '../../lib/feature';

/**
 * The Audit page (issue 13, item 3): the event log in words. In the sidebar for canViewFinancials (administrators
 * have every flag); the server filters the event types each reader may see.
 */
export const auditFeature = {
  name: 'audit',
  messages: (locale) => import(`./locales/${locale}.po`),
  routes: [{ path: 'audit', permission: 'canViewFinancials', lazy: () => import('./routes/audit-page') }],
  nav: [{ to: '/audit', label: 'nav.audit', icon: ScrollText, permission: 'canViewFinancials', position: 125 }],
  // A resolution recorded (on any desk) refreshes the parked events' list.
  topics: { 'parked-events': [['events', 'parked']] },
} as const satisfies FeatureManifest;
