import type { PermissionFlag } from '@gym/kernel/permissions/permissions';

/** What each flag allows, in words a gym manager uses (exhaustive: a new flag fails the type check here). */
export const PERMISSION_LABELS: Record<PermissionFlag, string> = {
  canViewMembers: 'View members and check-ins',
  canEditMembers: 'Add and edit members',
  canViewPT: 'View personal training',
  canEditPT: 'Edit personal training',
  canViewPTMonitoring: 'View PT monitoring',
  canViewFinancials: 'View billing, expenses and sales',
  canEditFinancials: 'Record payments and expenses',
  canViewStaff: 'View staff and leave',
  canEditStaff: 'Edit staff and leave',
  canManageSettings: 'Manage settings, roles and accounts',
  canViewMarketing: 'View marketing',
  canEditMarketing: 'Edit marketing',
  canViewFingerprint: 'View fingerprint',
  canEditFingerprint: 'Enrol fingerprints',
};

export const PERMISSION_GROUPS: readonly { area: string; flags: readonly PermissionFlag[] }[] = [
  { area: 'Members', flags: ['canViewMembers', 'canEditMembers'] },
  { area: 'Personal training', flags: ['canViewPT', 'canEditPT', 'canViewPTMonitoring'] },
  { area: 'Finance', flags: ['canViewFinancials', 'canEditFinancials'] },
  { area: 'Staff', flags: ['canViewStaff', 'canEditStaff'] },
  { area: 'Settings', flags: ['canManageSettings'] },
  { area: 'Marketing', flags: ['canViewMarketing', 'canEditMarketing'] },
  { area: 'Fingerprint', flags: ['canViewFingerprint', 'canEditFingerprint'] },
];

/** The built-in administrator always holds every flag (DESIGN section 5); its flags are not edited. */
export const ADMINISTRATOR_ROLE_ID = 'administrator';
