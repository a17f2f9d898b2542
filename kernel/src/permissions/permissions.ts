import { z } from 'zod';

/** The permission flags of the spec (section 3); a role grants a subset. */
export const PERMISSION_FLAGS = [
  'canViewMembers',
  'canEditMembers',
  'canViewPT',
  'canEditPT',
  'canViewPTMonitoring',
  'canViewFinancials',
  'canEditFinancials',
  'canViewStaff',
  'canEditStaff',
  'canManageSettings',
  'canViewMarketing',
  'canEditMarketing',
  'canViewFingerprint',
  'canEditFingerprint',
] as const;

export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type Permissions = Record<PermissionFlag, boolean>;

export const permissionsSchema = z.object(
  Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, z.boolean()])) as Record<PermissionFlag, z.ZodBoolean>,
);

export function permissionsFrom(granted: readonly PermissionFlag[]): Permissions {
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, granted.includes(flag)])) as Permissions;
}

/** Built-in roles (DESIGN section 5): the administrator has every flag; the receptionist the spec's section 6 set. */
export const BUILT_IN_ROLES = {
  administrator: { name: 'Administrator', permissions: permissionsFrom(PERMISSION_FLAGS) },
  receptionist: {
    name: 'Receptionist',
    permissions: permissionsFrom([
      'canViewMembers',
      'canEditMembers',
      'canViewPT',
      'canEditPT',
      'canViewFinancials',
      'canEditFinancials',
      'canViewStaff',
    ]),
  },
} as const;

export type BuiltInRoleId = keyof typeof BUILT_IN_ROLES;
