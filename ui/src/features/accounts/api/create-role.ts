import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { CreateRoleRequest } from '@gym/modules/people/accounts/accounts-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { rolesQueryKey } from '../../../lib/api/get-roles';

export function createRole(input: CreateRoleRequest, idempotencyKey: string) {
  return apiCommand('POST', '/api/roles', commandAnswer, { body: input, idempotencyKey });
}

export const useCreateRole = () => useFormCommand(createRole, [rolesQueryKey]);
