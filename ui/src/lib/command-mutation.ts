import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useIdempotencyKeys } from './idempotency';
import type { Keyed } from './idempotency';
import { refreshAfter } from './read-your-writes';

/** Sends one command with its Idempotency-Key; the answer carries the command's position in the log. */
export type SendCommand<Input, Answer extends { position: number }> = (
  input: Input,
  idempotencyKey: string,
) => Promise<Answer>;

/** The queries a command changes: read again once the read model has it (read-your-writes). */
export type Refreshes<Input> = readonly QueryKey[] | ((input: Input) => readonly QueryKey[]);

export interface CommandOptions {
  /**
   * The title of the toast a failure shows, e.g. "Member not saved"; false (the default) where the screen shows the
   * failure itself (a dialog's footer, a message beside the button).
   */
  readonly errorTitle?: string | false;
}

function useRefreshingMutation<Variables, Input, Answer extends { position: number }>(
  send: (variables: Variables) => Promise<Answer>,
  inputOf: (variables: Variables) => Input,
  refresh: Refreshes<Input>,
  { errorTitle = false }: CommandOptions,
  afterSuccess?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { errorTitle },
    onSuccess: async ({ position }, variables) => {
      afterSuccess?.();
      const prefixes = typeof refresh === 'function' ? refresh(inputOf(variables)) : refresh;
      await refreshAfter(queryClient, prefixes, position);
    },
  });
}

/**
 * A command sent from a button (pause a campaign, delete a segment): one Idempotency-Key per user action, the same
 * while the same input is retried, a new one once it succeeded.
 */
export function useActionCommand<Input, Answer extends { position: number }>(
  send: SendCommand<Input, Answer>,
  refresh: Refreshes<Input>,
  options: CommandOptions = {},
) {
  const keys = useIdempotencyKeys();
  return useRefreshingMutation(
    (input: Input) => send(input, keys.keyFor(input)),
    (input) => input,
    refresh,
    options,
    keys.done,
  );
}

/** A command sent from a FormDialog, which keeps one Idempotency-Key per submission and hands it over. */
export function useFormCommand<Input, Answer extends { position: number }>(
  send: SendCommand<Input, Answer>,
  refresh: Refreshes<Input>,
  options: CommandOptions = {},
) {
  return useRefreshingMutation(
    ({ input, idempotencyKey }: Keyed<Input>) => send(input, idempotencyKey),
    ({ input }) => input,
    refresh,
    options,
  );
}
