import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { UpdateRoleRequest } from '@gym/modules/people/accounts/accounts-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { usersQueryKey } from '../../../lib/api/get-users';
import { rolesQueryKey } from '../../../lib/api/get-roles';

export interface UpdateRoleVariables {
  id: string;
  changes: UpdateRoleRequest;
}

export function updateRole({ id, changes }: UpdateRoleVariables, idempotencyKey: string) {
  return apiCommand('PATCH', `/api/roles/${encodeURIComponent(id)}`, commandAnswer, { body: changes, idempotencyKey });
}

// Accounts show their role's name; the signed-in user's own flags may have changed too.
export const useUpdateRole = () => useFormCommand(updateRole, [rolesQueryKey, usersQueryKey, ['auth', 'me']]);
