import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';

/**
 * A staff command: one idempotency key per user action, then the lists under `refresh` are read again once the read
 * model has the command (read-your-writes). Each endpoint file names its method, path and what it refreshes.
 */
export function useStaffCommand<Input>(
  method: 'POST' | 'PUT',
  path: (input: Input) => string,
  body: (input: Input) => unknown,
  refresh: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: Input) =>
      apiCommand(method, path(input), commandAnswer, {
        body: body(input),
        idempotencyKey: keys.keyFor({ path: path(input), input }),
      }),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, refresh, position);
    },
  });
}
