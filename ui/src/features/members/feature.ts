import { Users } from 'lucide-react';
import type { FeatureManifest } from '../../lib/feature';

export const membersFeature = {
  name: 'members',
  routes: [
    { path: 'members', permission: 'canViewMembers', lazy: () => import('./routes/members-card-view') },
    { path: 'members/fixed', permission: 'canViewMembers', lazy: () => import('./routes/members-table-view') },
    { path: 'members/add', permission: 'canEditMembers', lazy: () => import('./routes/add-member-page') },
    { path: 'members/:id', permission: 'canViewMembers', lazy: () => import('./routes/member-detail-page') },
  ],
  nav: [
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
      position: 30,
    },
  ],
  topics: { members: [['members']] },
} as const satisfies FeatureManifest;
