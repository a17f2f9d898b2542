import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { DeliverySettings } from '@gym/modules/insight/marketing/marketing-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { deliverySettingsQueryKey } from './get-delivery-settings';

/** PUT /api/marketing/delivery-settings (canManageSettings): the whole settings, no secrets. */
export const useSaveDeliverySettings = () =>
  useFormCommand(
    (settings: DeliverySettings, idempotencyKey) =>
      apiCommand('PUT', '/api/marketing/delivery-settings', commandAnswer, { body: settings, idempotencyKey }),
    [deliverySettingsQueryKey],
  );
