import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { CreateRoleRequest } from '@gym/modules/people/accounts/accounts-contracts';
import { apiCommand } from '../../../lib/api-client';
import type { Keyed } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { rolesQueryKey } from '../../../lib/api/get-roles';

export function createRole(input: CreateRoleRequest, idempotencyKey: string) {
  return apiCommand('POST', '/api/roles', commandAnswer, { body: input, idempotencyKey });
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: Keyed<CreateRoleRequest>) => createRole(input, idempotencyKey),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      await refreshAfter(queryClient, [rolesQueryKey], position);
    },
  });
}
