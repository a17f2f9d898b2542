import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf } from '@gym/events/catalogue/define-event';
import { permissionsSchema } from '@gym/kernel/permissions/permissions';

/**
 * Users and roles of the gym's staff, all on one stream (`accounts`): a gym has tens of accounts, and one stream makes
 * unique usernames and role names, and sequential user ids, a plain check in the decider. Password hashes and
 * sessions never enter the log (DESIGN section 3): `UserPasswordChanged` only records that it happened.
 */
export const ACCOUNTS_STREAM = 'accounts';

const roleId = z.string().regex(/^[a-z][a-z0-9-]{1,39}$/);

export const RoleDefined = defineEvent(
  'RoleDefined',
  z.object({ roleId, name: z.string(), permissions: permissionsSchema, builtIn: z.boolean() }),
);
export const RoleRenamed = defineEvent('RoleRenamed', z.object({ roleId, name: z.string() }));
export const RolePermissionsChanged = defineEvent(
  'RolePermissionsChanged',
  z.object({ roleId, permissions: permissionsSchema }),
);
export const RoleRemoved = defineEvent('RoleRemoved', z.object({ roleId }));

const userFields = {
  userId: z.number().int().positive(),
};
export const UserCreated = defineEvent(
  'UserCreated',
  z.object({
    ...userFields,
    username: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    roleId,
    avatar: z.string().nullable(),
  }),
);
export const UserProfileChanged = defineEvent(
  'UserProfileChanged',
  z.object({ ...userFields, name: z.string(), email: z.string().nullable(), avatar: z.string().nullable() }),
);
export const UserRoleAssigned = defineEvent('UserRoleAssigned', z.object({ ...userFields, roleId }));
export const UserPasswordChanged = defineEvent('UserPasswordChanged', z.object({ ...userFields }));
export const UserDisabled = defineEvent('UserDisabled', z.object({ ...userFields }));
export const UserEnabled = defineEvent('UserEnabled', z.object({ ...userFields }));

export const accountEvents = [
  RoleDefined,
  RoleRenamed,
  RolePermissionsChanged,
  RoleRemoved,
  UserCreated,
  UserProfileChanged,
  UserRoleAssigned,
  UserPasswordChanged,
  UserDisabled,
  UserEnabled,
] as const;

export type AccountEvent = EventOf<(typeof accountEvents)[number]>;
