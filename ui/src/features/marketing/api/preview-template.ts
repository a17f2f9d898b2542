import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { renderedMessage } from '@gym/modules/insight/marketing/marketing-contracts';
import type { templatePreviewRequest } from '@gym/modules/insight/marketing/marketing-contracts';
import { apiCommand } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency';

/** POST /api/marketing/templates/preview: the template filled for one member (changes nothing). */
export function usePreviewTemplate() {
  return useMutation({
    mutationFn: (input: z.input<typeof templatePreviewRequest>) =>
      apiCommand('POST', '/api/marketing/templates/preview', renderedMessage, {
        body: input,
        idempotencyKey: newIdempotencyKey(),
      }),
    meta: { errorTitle: false },
  });
}
