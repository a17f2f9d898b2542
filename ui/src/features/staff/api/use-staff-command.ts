import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import type { Keyed } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';

type Method = 'POST' | 'PUT';

/** Sends a staff command, then reads the lists under `refresh` again once the read model has it (read-your-writes). */
function useStaffMutation<Variables>(
  send: (variables: Variables) => Promise<{ position: number }>,
  refresh: readonly QueryKey[],
  afterSuccess?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      afterSuccess?.();
      await refreshAfter(queryClient, refresh, position);
    },
  });
}

/**
 * A staff command sent from a button (approve a leave, draft a payroll): one idempotency key per user action. Each
 * endpoint file names its method, path and what it refreshes.
 */
export function useStaffCommand<Input>(
  method: Method,
  path: (input: Input) => string,
  body: (input: Input) => unknown,
  refresh: readonly QueryKey[],
) {
  const keys = useIdempotencyKeys();
  return useStaffMutation(
    (input: Input) =>
      apiCommand(method, path(input), commandAnswer, {
        body: body(input),
        idempotencyKey: keys.keyFor({ path: path(input), input }),
      }),
    refresh,
    keys.done,
  );
}

/** A staff command sent from a FormDialog, which keeps one Idempotency-Key per submission and hands it over. */
export function useStaffFormCommand<Input>(
  method: Method,
  path: (input: Input) => string,
  body: (input: Input) => unknown,
  refresh: readonly QueryKey[],
) {
  return useStaffMutation(
    ({ input, idempotencyKey }: Keyed<Input>) =>
      apiCommand(method, path(input), commandAnswer, { body: body(input), idempotencyKey }),
    refresh,
  );
}
