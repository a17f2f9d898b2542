import { Users } from 'lucide-react';
import type { FeatureManifest } from '../../lib/feature';

export const membersFeature = {
  name: 'members',
  messages: (locale) => import(`./locales/${locale}.po`),
  routes: [
    { path: 'members', permission: 'canViewMembers', lazy: () => import('./routes/members-card-view') },
    { path: 'members/fixed', permission: 'canViewMembers', lazy: () => import('./routes/members-table-view') },
    { path: 'members/add', permission: 'canEditMembers', lazy: () => import('./routes/add-member-page') },
    { path: 'members/:id', permission: 'canViewMembers', lazy: () => import('./routes/member-detail-page') },
  ],
  nav: [
    {
      to: '/members',
      label: 'nav.members',
      icon: Users,
      permission: 'canViewMembers',
      children: [
        { to: '/members', label: 'nav.members.cards' },
        { to: '/members/quick', label: 'nav.members.quickAdd' },
        { to: '/members/fixed', label: 'nav.members.table' },
      ],
      position: 30,
    },
  ],
  topics: { members: [['members']] },
} as const satisfies FeatureManifest;
