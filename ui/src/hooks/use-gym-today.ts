import { DEFAULT_GYM_SETTINGS } from '@gym/modules/platform/settings/settings-contracts';
import { useQuery } from '@tanstack/react-query';
import { settingsQueryOptions } from '../lib/api/get-settings';
import { useToday } from './use-today';

/**
 * "Today" in the gym's time zone (setting, default Asia/Qatar), as the server counts days: check-in days, the status
 * badge, default dates of forms and exports' file names use it.
 */
export function useGymToday(): string {
  return useToday(useGymTimeZone());
}

/**
 * The gym's time zone for showing instants (check-ins, history) as the desk's clock reads them. Many pages show a
 * time, so a refused read of the settings must not turn them into Access Denied (only the settings page does that):
 * the default zone stands in until the settings can be read.
 */
export function useGymTimeZone(): string {
  const { data } = useQuery({ ...settingsQueryOptions(), throwOnError: false });
  return data?.timeZone ?? DEFAULT_GYM_SETTINGS.timeZone;
}
