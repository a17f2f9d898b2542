import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { CreateUserRequest } from '@gym/modules/people/accounts/accounts-contracts';
import { apiCommand } from '../../../lib/api-client';
import type { Keyed } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { rolesQueryKey } from '../../../lib/api/get-roles';
import { usersQueryKey } from '../../../lib/api/get-users';

export function createUser(input: CreateUserRequest, idempotencyKey: string) {
  return apiCommand('POST', '/api/users', commandAnswer, { body: input, idempotencyKey });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: Keyed<CreateUserRequest>) => createUser(input, idempotencyKey),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      // Roles show how many accounts use them.
      await refreshAfter(queryClient, [usersQueryKey, rolesQueryKey], position);
    },
  });
}
