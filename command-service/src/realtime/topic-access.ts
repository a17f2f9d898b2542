import type { Access } from '../auth/access.js';

/**
 * Which change notices a signed-in client may hear: the access needed to read what the topic's queries return.
 * Projectors name their topics; each area adds its topics here.
 */
export const TOPIC_ACCESS: Readonly<Record<string, Access>> = {
  settings: 'authenticated',
  accounts: 'canManageSettings',
  plans: 'authenticated',
  classes: 'authenticated',
  members: 'canViewMembers',
  'check-ins': 'canViewMembers',
  invoices: 'canViewFinancials',
  'personal-training': 'canViewPT',
  dashboard: 'authenticated',
};
