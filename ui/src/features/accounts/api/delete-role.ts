import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { rolesQueryKey } from '../../../lib/api/get-roles';

/** Removes a custom role; the server refuses (409) a built-in role or one still assigned to an account. */
export function deleteRole(id: string, idempotencyKey: string) {
  return apiCommand('DELETE', `/api/roles/${encodeURIComponent(id)}`, commandAnswer, { idempotencyKey });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (id: string) => deleteRole(id, keys.keyFor(id)),
    meta: { errorTitle: 'Role not deleted' },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [rolesQueryKey], position);
    },
  });
}
