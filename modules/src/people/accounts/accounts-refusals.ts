import { defineRefusals } from '@gym/kernel/commands/refusal-codes';

/** What roles and staff accounts refuse (issue 46, item 4). */
export const accountsRefusals = defineRefusals('accounts', {
  user_not_found: 'User {userId} not found',
  role_not_found: 'Role {roleId} not found',
  last_admin_demote: 'Cannot demote the last active administrator',
  last_admin_disable: 'Cannot disable the last active administrator',
  role_name_short: 'A role name needs at least two letters or digits',
  role_exists: 'A role named "{name}" already exists',
  administrator_role: 'The administrator role always has every permission',
  built_in_role: 'The built-in role "{name}" cannot be removed',
  role_in_use: '"{name}" is assigned to {holders} user(s); give them another role first',
  username_taken: 'The username "{username}" is taken',
  disable_own: 'You cannot disable your own account',
});
