import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { UpdateRoleRequest } from '@gym/modules/people/accounts/accounts-contracts';
import { apiCommand } from '../../../lib/api-client';
import type { Keyed } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { usersQueryKey } from '../../../lib/api/get-users';
import { rolesQueryKey } from '../../../lib/api/get-roles';

export interface UpdateRoleVariables {
  id: string;
  changes: UpdateRoleRequest;
}

export function updateRole({ id, changes }: UpdateRoleVariables, idempotencyKey: string) {
  return apiCommand('PATCH', `/api/roles/${encodeURIComponent(id)}`, commandAnswer, { body: changes, idempotencyKey });
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: Keyed<UpdateRoleVariables>) => updateRole(input, idempotencyKey),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      // Accounts show their role's name; the signed-in user's own flags may have changed too.
      await refreshAfter(queryClient, [rolesQueryKey, usersQueryKey, ['auth', 'me']], position);
    },
  });
}
