import { describe, it } from 'vitest';
import type { AccountEvent } from './account-events.js';
import { BUILT_IN_ROLES, permissionsFrom } from '@gym/kernel/permissions/permissions';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { accountsDecider, roleIdFor } from './accounts-decider.js';
import { expect } from 'vitest';

const spec = deciderSpec(accountsDecider);

const builtInRoles: AccountEvent[] = [
  { type: 'RoleDefined', data: { roleId: 'administrator', ...BUILT_IN_ROLES.administrator, builtIn: true } },
  { type: 'RoleDefined', data: { roleId: 'receptionist', ...BUILT_IN_ROLES.receptionist, builtIn: true } },
];
const user = (userId: number, username: string, roleId: string): AccountEvent => ({
  type: 'UserCreated',
  data: { userId, username, name: username, email: null, roleId, avatar: null },
});
const trainerRole = permissionsFrom(['canViewPT', 'canEditPT']);

describe('accounts decider', () => {
  it('defines the built-in roles once', () => {
    spec.given([]).when({ type: 'EnsureBuiltInRoles' }).then(builtInRoles);
    spec.given(builtInRoles).when({ type: 'EnsureBuiltInRoles' }).thenNothing();
  });

  it('gives the receptionist exactly the spec flags', () => {
    const granted = Object.entries(BUILT_IN_ROLES.receptionist.permissions)
      .filter(([, on]) => on)
      .map(([flag]) => flag)
      .sort();
    expect(granted).toEqual([
      'canEditFinancials',
      'canEditMembers',
      'canEditPT',
      'canViewFinancials',
      'canViewMembers',
      'canViewPT',
      'canViewStaff',
    ]);
  });

  it('defines a role with an id from its name and refuses a duplicate name', () => {
    spec
      .given(builtInRoles)
      .when({ type: 'DefineRole', name: 'Personal Trainer', permissions: trainerRole })
      .then([
        {
          type: 'RoleDefined',
          data: { roleId: 'personal-trainer', name: 'Personal Trainer', permissions: trainerRole, builtIn: false },
        },
      ]);
    spec
      .given(builtInRoles)
      .when({ type: 'DefineRole', name: 'receptionist', permissions: trainerRole })
      .thenRefused(409, /already exists/, 'accounts.role_exists');
    expect(roleIdFor('  Front   Desk! ')).toBe('front-desk');
  });

  it('never changes the administrator role and never removes a built-in or used role', () => {
    spec
      .given(builtInRoles)
      .when({ type: 'ChangeRole', roleId: 'administrator', permissions: trainerRole })
      .thenRefused(409, /every permission/, 'accounts.administrator_role');
    spec
      .given(builtInRoles)
      .when({ type: 'RemoveRole', roleId: 'receptionist' })
      .thenRefused(409, /built-in/, 'accounts.built_in_role');
    const custom: AccountEvent = {
      type: 'RoleDefined',
      data: { roleId: 'trainer', name: 'Trainer', permissions: trainerRole, builtIn: false },
    };
    spec
      .given([...builtInRoles, custom, user(1, 'sam', 'trainer')])
      .when({ type: 'RemoveRole', roleId: 'trainer' })
      .thenRefused(409, /assigned to 1 user/, 'accounts.role_in_use');
    spec
      .given([...builtInRoles, custom])
      .when({ type: 'RemoveRole', roleId: 'trainer' })
      .then([{ type: 'RoleRemoved', data: { roleId: 'trainer' } }]);
  });

  it('renames and re-permissions a role, and does nothing when nothing changes', () => {
    spec
      .given(builtInRoles)
      .when({ type: 'ChangeRole', roleId: 'receptionist', name: 'Front Desk', permissions: trainerRole })
      .then([
        { type: 'RoleRenamed', data: { roleId: 'receptionist', name: 'Front Desk' } },
        { type: 'RolePermissionsChanged', data: { roleId: 'receptionist', permissions: trainerRole } },
      ]);
    spec
      .given(builtInRoles)
      .when({
        type: 'ChangeRole',
        roleId: 'receptionist',
        name: 'Receptionist',
        permissions: BUILT_IN_ROLES.receptionist.permissions,
      })
      .thenNothing();
  });

  it('creates users with sequential ids and unique usernames (case-insensitive)', () => {
    spec
      .given([...builtInRoles, user(1, 'admin', 'administrator')])
      .when({ type: 'CreateUser', username: 'reception', name: 'Reception', email: null, roleId: 'receptionist' })
      .then(
        [user(2, 'reception', 'receptionist')].map((e) => ({
          ...e,
          data: { ...e.data, name: 'Reception' },
        })) as AccountEvent[],
      );
    spec
      .given([...builtInRoles, user(1, 'admin', 'administrator')])
      .when({ type: 'CreateUser', username: 'ADMIN', name: 'x', email: null, roleId: 'receptionist' })
      .thenRefused(409, /taken/, 'accounts.username_taken');
    spec
      .given(builtInRoles)
      .when({ type: 'CreateUser', username: 'x1', name: 'x', email: null, roleId: 'nope' })
      .thenRefused(404, 'Role nope not found', 'accounts.role_not_found');
  });

  it('keeps at least one active administrator and refuses disabling yourself', () => {
    const history = [...builtInRoles, user(1, 'admin', 'administrator'), user(2, 'desk', 'receptionist')];
    /** User `by` disables user `userId`. */
    const disabling = (userId: number, by: number) => spec.given(history).when({ type: 'DisableUser', userId, by });
    disabling(1, 2).thenRefused(409, /last active administrator/, 'accounts.last_admin_disable');
    spec
      .given(history)
      .when({ type: 'AssignRole', userId: 1, roleId: 'receptionist', by: 2 })
      .thenRefused(409, 'Cannot demote the last active administrator', 'accounts.last_admin_demote');
    disabling(2, 2).thenRefused(409, /your own account/, 'accounts.disable_own');
    disabling(2, 1).then([{ type: 'UserDisabled', data: { userId: 2 } }]);
    spec
      .given([...history, user(3, 'boss', 'administrator')])
      .when({ type: 'DisableUser', userId: 1, by: 3 })
      .then([{ type: 'UserDisabled', data: { userId: 1 } }]);
  });

  it('re-enables a disabled user and ignores enabling an active one', () => {
    const history = [...builtInRoles, user(1, 'admin', 'administrator'), user(2, 'desk', 'receptionist')];
    spec
      .given([...history, { type: 'UserDisabled', data: { userId: 2 } }])
      .when({ type: 'EnableUser', userId: 2 })
      .then([{ type: 'UserEnabled', data: { userId: 2 } }]);
    spec.given(history).when({ type: 'EnableUser', userId: 2 }).thenNothing();
    spec
      .given(history)
      .when({ type: 'ChangePassword', userId: 9 })
      .thenRefused(404, 'User 9 not found', 'accounts.user_not_found');
  });

  it("records a staff account's choice of language once, and refuses it for an unknown account (issue 46)", () => {
    const history = [...builtInRoles, user(1, 'admin', 'administrator'), user(2, 'desk', 'receptionist')];
    spec
      .given(history)
      .when({ type: 'ChooseLanguage', userId: 2, language: 'ar' })
      .then([{ type: 'UserLanguageChosen', data: { userId: 2, language: 'ar' } }]);
    // Choosing again what the account already speaks records nothing; another language is a new choice.
    const chose = [...history, { type: 'UserLanguageChosen', data: { userId: 2, language: 'ar' } } as AccountEvent];
    spec.given(chose).when({ type: 'ChooseLanguage', userId: 2, language: 'ar' }).thenNothing();
    spec
      .given(chose)
      .when({ type: 'ChooseLanguage', userId: 2, language: 'en' })
      .then([{ type: 'UserLanguageChosen', data: { userId: 2, language: 'en' } }]);
    spec
      .given(history)
      .when({ type: 'ChooseLanguage', userId: 9, language: 'en' })
      .thenRefused(404, 'User 9 not found', 'accounts.user_not_found');
  });
});
