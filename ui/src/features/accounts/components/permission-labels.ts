import type { PermissionFlag } from '@gym/kernel/permissions/permissions';

/**
 * The message id of what each flag allows, in words a gym manager uses (exhaustive: a new flag fails the type check
 * here).
 */
export const PERMISSION_LABELS: Record<PermissionFlag, string> = {
  canViewMembers: 'accounts.permission.canViewMembers',
  canEditMembers: 'accounts.permission.canEditMembers',
  canViewPT: 'accounts.permission.canViewPT',
  canEditPT: 'accounts.permission.canEditPT',
  canViewPTMonitoring: 'accounts.permission.canViewPTMonitoring',
  canViewFinancials: 'accounts.permission.canViewFinancials',
  canEditFinancials: 'accounts.permission.canEditFinancials',
  canViewStaff: 'accounts.permission.canViewStaff',
  canEditStaff: 'accounts.permission.canEditStaff',
  canManageSettings: 'accounts.permission.canManageSettings',
  canViewMarketing: 'accounts.permission.canViewMarketing',
  canEditMarketing: 'accounts.permission.canEditMarketing',
  canViewFingerprint: 'accounts.permission.canViewFingerprint',
  canEditFingerprint: 'accounts.permission.canEditFingerprint',
};

/** The flags by area; `area` is the message id of the area's name. */
export const PERMISSION_GROUPS: readonly { area: string; flags: readonly PermissionFlag[] }[] = [
  { area: 'accounts.area.members', flags: ['canViewMembers', 'canEditMembers'] },
  { area: 'accounts.area.personalTraining', flags: ['canViewPT', 'canEditPT', 'canViewPTMonitoring'] },
  { area: 'accounts.area.finance', flags: ['canViewFinancials', 'canEditFinancials'] },
  { area: 'accounts.area.staff', flags: ['canViewStaff', 'canEditStaff'] },
  { area: 'accounts.area.settings', flags: ['canManageSettings'] },
  { area: 'accounts.area.marketing', flags: ['canViewMarketing', 'canEditMarketing'] },
  { area: 'accounts.area.fingerprint', flags: ['canViewFingerprint', 'canEditFingerprint'] },
];

/** The built-in administrator always holds every flag (DESIGN section 5); its flags are not edited. */
export const ADMINISTRATOR_ROLE_ID = 'administrator';
