import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { CreateUserRequest } from '@gym/modules/people/accounts/accounts-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { rolesQueryKey } from '../../../lib/api/get-roles';
import { usersQueryKey } from '../../../lib/api/get-users';

export function createUser(input: CreateUserRequest, idempotencyKey: string) {
  return apiCommand('POST', '/api/users', commandAnswer, { body: input, idempotencyKey });
}

// Roles show how many accounts use them.
export const useCreateUser = () => useFormCommand(createUser, [usersQueryKey, rolesQueryKey]);
