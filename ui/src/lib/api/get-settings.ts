import { queryOptions, useQuery } from '@tanstack/react-query';
import { gymSettings } from '@gym/modules/platform/settings/settings-contracts';
import { apiGet } from '../api-client';
import type { GetOptions } from '../api-client';

export function getSettings(options: GetOptions = {}) {
  return apiGet('/api/settings', gymSettings, options);
}

export const settingsQueryKey = ['settings'] as const;

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: settingsQueryKey,
    queryFn: ({ signal, queryKey }) => getSettings({ signal, queryKey }),
  });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
