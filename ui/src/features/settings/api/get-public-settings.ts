import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicGymSettings } from '@gym/modules/platform/settings/settings-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';

/** The gym's name and logo, readable without a session (login screen, header, loading skeleton). */
export function getPublicSettings(options: GetOptions = {}) {
  return apiGet('/api/settings/public', publicGymSettings, options);
}

export function publicSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['settings', 'public'],
    queryFn: ({ signal, queryKey }) => getPublicSettings({ signal, queryKey }),
    throwOnError: false,
  });
}

export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions());
}

/** The gym's name for display: empty while loading, the server's default name if it cannot be read. */
export function useGymName(): string {
  const t = useT();
  const { data, isError } = usePublicSettings();
  return data?.name ?? (isError ? t('app.gymFallback') : '');
}
