import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliverySettingsView } from '@gym/modules/insight/marketing/marketing-contracts';
import { apiGet } from '../../../lib/api-client';

/** GET /api/marketing/delivery-settings (canViewMarketing): the settings, and which secrets are set (never values). */
export const deliverySettingsQueryKey = ['marketing', 'delivery-settings'] as const;
export const deliverySettingsQueryOptions = () =>
  queryOptions({
    queryKey: deliverySettingsQueryKey,
    queryFn: ({ signal, queryKey }) =>
      apiGet('/api/marketing/delivery-settings', deliverySettingsView, { signal, queryKey }),
  });
export const useDeliverySettings = () => useQuery(deliverySettingsQueryOptions());
