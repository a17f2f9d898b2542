import { useMutation } from '@tanstack/react-query';
import { deliveryTestAnswer } from '@gym/modules/insight/marketing/marketing-contracts';
import type { DeliveryTestRequest } from '@gym/modules/insight/marketing/marketing-contracts';
import { apiCommand } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency';

/**
 * POST /api/marketing/delivery-settings/test (canManageSettings): one message through the saved settings. It records
 * nothing, and a failure is an answer (`sent: false` with the reason), so each press is a new try.
 */
export function useSendTestMessage() {
  return useMutation({
    mutationFn: (request: DeliveryTestRequest) =>
      apiCommand('POST', '/api/marketing/delivery-settings/test', deliveryTestAnswer, {
        body: request,
        idempotencyKey: newIdempotencyKey(),
      }),
    meta: { errorTitle: false },
  });
}
