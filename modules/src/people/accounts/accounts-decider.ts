import type { AccountEvent } from './account-events.js';
import { BUILT_IN_ROLES, PERMISSION_FLAGS } from '@gym/kernel/permissions/permissions';
import type { BuiltInRoleId, Permissions } from '@gym/kernel/permissions/permissions';
import type { Decider } from '@gym/kernel/commands/decider';
import type { Language } from '@gym/kernel/contracts/language';
import { accountsRefusals } from './accounts-refusals.js';

export interface RoleState {
  readonly name: string;
  readonly permissions: Permissions;
  readonly builtIn: boolean;
}

export interface UserState {
  readonly username: string;
  readonly name: string;
  readonly email: string | null;
  readonly roleId: string;
  readonly avatar: string | null;
  readonly disabled: boolean;
  readonly language: Language | null;
}

export interface AccountsState {
  readonly roles: ReadonlyMap<string, RoleState>;
  readonly users: ReadonlyMap<number, UserState>;
}

export type AccountsCommand =
  | { type: 'EnsureBuiltInRoles' }
  | { type: 'DefineRole'; name: string; permissions: Permissions }
  | { type: 'ChangeRole'; roleId: string; name?: string | undefined; permissions?: Permissions | undefined }
  | { type: 'RemoveRole'; roleId: string }
  | { type: 'CreateUser'; username: string; name: string; email: string | null; roleId: string }
  | { type: 'ChangeUserProfile'; userId: number; name: string; email: string | null; avatar: string | null }
  | { type: 'AssignRole'; userId: number; roleId: string; by: number | null }
  | { type: 'ChangePassword'; userId: number }
  | { type: 'DisableUser'; userId: number; by: number | null }
  | { type: 'EnableUser'; userId: number }
  | { type: 'ChooseLanguage'; userId: number; language: Language };

export const ADMINISTRATOR_ROLE: BuiltInRoleId = 'administrator';

const sameText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** A role id from its name: lower-case words joined by dashes, e.g. "Front Desk" → "front-desk". */
export function roleIdFor(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

function requireUser(state: AccountsState, userId: number): UserState {
  const user = state.users.get(userId);
  if (!user) throw accountsRefusals.missing('user_not_found', { userId });
  return user;
}

function requireRole(state: AccountsState, roleId: string): RoleState {
  const role = state.roles.get(roleId);
  if (!role) throw accountsRefusals.missing('role_not_found', { roleId });
  return role;
}

/** Enabled users holding the administrator role: there must always be one left to manage the gym. */
function enabledAdministrators(state: AccountsState): number[] {
  return [...state.users.entries()]
    .filter(([, user]) => user.roleId === ADMINISTRATOR_ROLE && !user.disabled)
    .map(([id]) => id);
}

function assertNotLastAdministrator(state: AccountsState, userId: number, action: 'demote' | 'disable'): void {
  const admins = enabledAdministrators(state);
  if (admins.length === 1 && admins[0] === userId) {
    throw accountsRefusals.refuse(action === 'demote' ? 'last_admin_demote' : 'last_admin_disable');
  }
}

export const accountsDecider: Decider<AccountsState, AccountsCommand, AccountEvent> = {
  initialState: () => ({ roles: new Map(), users: new Map() }),

  evolve(state, event) {
    const roles = new Map(state.roles);
    const users = new Map(state.users);
    switch (event.type) {
      case 'RoleDefined':
        roles.set(event.data.roleId, {
          name: event.data.name,
          permissions: event.data.permissions,
          builtIn: event.data.builtIn,
        });
        break;
      case 'RoleRenamed':
        roles.set(event.data.roleId, { ...roles.get(event.data.roleId)!, name: event.data.name });
        break;
      case 'RolePermissionsChanged':
        roles.set(event.data.roleId, { ...roles.get(event.data.roleId)!, permissions: event.data.permissions });
        break;
      case 'RoleRemoved':
        roles.delete(event.data.roleId);
        break;
      case 'UserCreated':
        users.set(event.data.userId, {
          username: event.data.username,
          name: event.data.name,
          email: event.data.email,
          roleId: event.data.roleId,
          avatar: event.data.avatar,
          disabled: false,
          language: null,
        });
        break;
      case 'UserProfileChanged':
        users.set(event.data.userId, {
          ...users.get(event.data.userId)!,
          name: event.data.name,
          email: event.data.email,
          avatar: event.data.avatar,
        });
        break;
      case 'UserRoleAssigned':
        users.set(event.data.userId, { ...users.get(event.data.userId)!, roleId: event.data.roleId });
        break;
      case 'UserDisabled':
        users.set(event.data.userId, { ...users.get(event.data.userId)!, disabled: true });
        break;
      case 'UserEnabled':
        users.set(event.data.userId, { ...users.get(event.data.userId)!, disabled: false });
        break;
      case 'UserPasswordChanged':
        break;
      case 'UserLanguageChosen':
        users.set(event.data.userId, { ...users.get(event.data.userId)!, language: event.data.language });
        break;
    }
    return { roles, users };
  },

  decide(command, state) {
    switch (command.type) {
      case 'EnsureBuiltInRoles':
        return (Object.keys(BUILT_IN_ROLES) as BuiltInRoleId[])
          .filter((roleId) => !state.roles.has(roleId))
          .map((roleId) => ({
            type: 'RoleDefined' as const,
            data: { roleId, ...BUILT_IN_ROLES[roleId], builtIn: true },
          }));

      case 'DefineRole': {
        const roleId = roleIdFor(command.name);
        if (roleId.length < 2) throw accountsRefusals.invalid('role_name_short');
        const clash = [...state.roles.entries()].find(
          ([id, role]) => id === roleId || sameText(role.name, command.name),
        );
        if (clash) throw accountsRefusals.refuse('role_exists', { name: clash[1].name });
        return [
          {
            type: 'RoleDefined',
            data: { roleId, name: command.name, permissions: command.permissions, builtIn: false },
          },
        ];
      }

      case 'ChangeRole': {
        const role = requireRole(state, command.roleId);
        if (command.roleId === ADMINISTRATOR_ROLE) throw accountsRefusals.refuse('administrator_role');
        const events: AccountEvent[] = [];
        if (command.name !== undefined && command.name !== role.name) {
          const clash = [...state.roles.entries()].find(
            ([id, other]) => id !== command.roleId && sameText(other.name, command.name!),
          );
          if (clash) throw accountsRefusals.refuse('role_exists', { name: clash[1].name });
          events.push({ type: 'RoleRenamed', data: { roleId: command.roleId, name: command.name } });
        }
        if (
          command.permissions &&
          PERMISSION_FLAGS.some((flag) => command.permissions![flag] !== role.permissions[flag])
        ) {
          events.push({
            type: 'RolePermissionsChanged',
            data: { roleId: command.roleId, permissions: command.permissions },
          });
        }
        return events;
      }

      case 'RemoveRole': {
        const role = requireRole(state, command.roleId);
        if (role.builtIn) throw accountsRefusals.refuse('built_in_role', { name: role.name });
        const holders = [...state.users.values()].filter((u) => u.roleId === command.roleId).length;
        if (holders > 0) throw accountsRefusals.refuse('role_in_use', { name: role.name, holders });
        return [{ type: 'RoleRemoved', data: { roleId: command.roleId } }];
      }

      case 'CreateUser': {
        requireRole(state, command.roleId);
        const taken = [...state.users.values()].some((u) => sameText(u.username, command.username));
        if (taken) throw accountsRefusals.refuse('username_taken', { username: command.username });
        const userId = Math.max(0, ...state.users.keys()) + 1;
        return [
          {
            type: 'UserCreated',
            data: {
              userId,
              username: command.username,
              name: command.name,
              email: command.email,
              roleId: command.roleId,
              avatar: null,
            },
          },
        ];
      }

      case 'ChangeUserProfile': {
        const user = requireUser(state, command.userId);
        if (user.name === command.name && user.email === command.email && user.avatar === command.avatar) return [];
        return [
          {
            type: 'UserProfileChanged',
            data: { userId: command.userId, name: command.name, email: command.email, avatar: command.avatar },
          },
        ];
      }

      case 'AssignRole': {
        const user = requireUser(state, command.userId);
        requireRole(state, command.roleId);
        if (user.roleId === command.roleId) return [];
        if (user.roleId === ADMINISTRATOR_ROLE) assertNotLastAdministrator(state, command.userId, 'demote');
        return [{ type: 'UserRoleAssigned', data: { userId: command.userId, roleId: command.roleId } }];
      }

      case 'ChooseLanguage':
        // Choosing the language the account already has records nothing.
        if (requireUser(state, command.userId).language === command.language) return [];
        return [{ type: 'UserLanguageChosen', data: { userId: command.userId, language: command.language } }];

      case 'ChangePassword':
        requireUser(state, command.userId);
        return [{ type: 'UserPasswordChanged', data: { userId: command.userId } }];

      case 'DisableUser': {
        const user = requireUser(state, command.userId);
        if (user.disabled) return [];
        if (command.by === command.userId) throw accountsRefusals.refuse('disable_own');
        if (user.roleId === ADMINISTRATOR_ROLE) assertNotLastAdministrator(state, command.userId, 'disable');
        return [{ type: 'UserDisabled', data: { userId: command.userId } }];
      }

      case 'EnableUser': {
        const user = requireUser(state, command.userId);
        return user.disabled ? [{ type: 'UserEnabled', data: { userId: command.userId } }] : [];
      }
    }
  },
};
