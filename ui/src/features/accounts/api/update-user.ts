import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { UpdateUserRequest } from '@gym/modules/people/accounts/accounts-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { rolesQueryKey } from '../../../lib/api/get-roles';
import { usersQueryKey } from '../../../lib/api/get-users';

export interface UpdateUserVariables {
  id: number;
  changes: UpdateUserRequest;
}

export function updateUser({ id, changes }: UpdateUserVariables, idempotencyKey: string) {
  return apiCommand('PATCH', `/api/users/${id}`, commandAnswer, { body: changes, idempotencyKey });
}

export const useUpdateUser = () => useFormCommand(updateUser, [usersQueryKey, rolesQueryKey, ['auth', 'me']]);
