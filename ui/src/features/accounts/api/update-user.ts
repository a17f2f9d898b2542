import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { UpdateUserRequest } from '@gym/modules/people/accounts/accounts-contracts';
import { apiCommand } from '../../../lib/api-client';
import type { Keyed } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { rolesQueryKey } from '../../../lib/api/get-roles';
import { usersQueryKey } from '../../../lib/api/get-users';

export interface UpdateUserVariables {
  id: number;
  changes: UpdateUserRequest;
}

export function updateUser({ id, changes }: UpdateUserVariables, idempotencyKey: string) {
  return apiCommand('PATCH', `/api/users/${id}`, commandAnswer, { body: changes, idempotencyKey });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: Keyed<UpdateUserVariables>) => updateUser(input, idempotencyKey),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      await refreshAfter(queryClient, [usersQueryKey, rolesQueryKey, ['auth', 'me']], position);
    },
  });
}
