import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { DeliverySettings } from '@gym/modules/insight/marketing/marketing-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { deliverySettingsQueryKey } from './get-delivery-settings';

/** PUT /api/marketing/delivery-settings (canManageSettings): the whole settings, no secrets. */
export function useSaveDeliverySettings() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (settings: DeliverySettings) =>
      apiCommand('PUT', '/api/marketing/delivery-settings', commandAnswer, {
        body: settings,
        idempotencyKey: keys.keyFor(settings),
      }),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [deliverySettingsQueryKey], position);
    },
  });
}
