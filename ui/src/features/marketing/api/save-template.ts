import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { TemplateInput } from '@gym/modules/insight/marketing/marketing-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { templatesQueryKey } from './get-templates';

/** POST /api/marketing/templates (canEditMarketing). */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: TemplateInput) =>
      apiCommand('POST', '/api/marketing/templates', commandAnswer, {
        body: input,
        idempotencyKey: keys.keyFor(input),
      }),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [templatesQueryKey], position);
    },
  });
}
