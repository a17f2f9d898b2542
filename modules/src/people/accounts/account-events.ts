import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf } from '@gym/events/catalogue/define-event';
import { language } from '@gym/kernel/contracts/language';
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
  { description: 'A role was defined: its name and permission flags.' },
);
export const RoleRenamed = defineEvent('RoleRenamed', z.object({ roleId, name: z.string() }), {
  description: 'A role was given a new name.',
});
export const RolePermissionsChanged = defineEvent(
  'RolePermissionsChanged',
  z.object({ roleId, permissions: permissionsSchema }),
  { description: 'The permission flags of a role were changed.' },
);
export const RoleRemoved = defineEvent('RoleRemoved', z.object({ roleId }), {
  description: 'A role was removed; no user holds it any more.',
});

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
  { description: 'A staff account was created with its username, name and role (never its password).' },
);
export const UserProfileChanged = defineEvent(
  'UserProfileChanged',
  z.object({ ...userFields, name: z.string(), email: z.string().nullable(), avatar: z.string().nullable() }),
  { description: "A staff account's name or e-mail was changed." },
);
export const UserRoleAssigned = defineEvent('UserRoleAssigned', z.object({ ...userFields, roleId }), {
  description: 'A staff account was given another role.',
});
export const UserPasswordChanged = defineEvent('UserPasswordChanged', z.object({ ...userFields }), {
  description: "A staff account's password was changed (the password itself is never in the log).",
});
export const UserDisabled = defineEvent('UserDisabled', z.object({ ...userFields }), {
  description: 'A staff account was disabled: it can no longer sign in.',
});
export const UserEnabled = defineEvent('UserEnabled', z.object({ ...userFields }), {
  description: 'A disabled staff account was enabled again.',
});

export const UserLanguageChosen = defineEvent('UserLanguageChosen', z.object({ ...userFields, language }), {
  description: 'A staff account chose the language the app speaks to it (English or Arabic).',
});

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
  UserLanguageChosen,
] as const;

export type AccountEvent = EventOf<(typeof accountEvents)[number]>;
