import { DEFAULT_GYM_SETTINGS } from '@gym/modules/platform/settings/settings-contracts';
import { useSettings } from '../lib/api/get-settings';
import { useToday } from './use-today';

/**
 * "Today" in the gym's time zone (setting, default Asia/Qatar), as the server counts days: check-in days, the status
 * badge, default dates of forms and exports' file names use it.
 */
export function useGymToday(): string {
  return useToday(useGymTimeZone());
}

/** The gym's time zone for showing instants (check-ins, history) as the desk's clock reads them. */
export function useGymTimeZone(): string {
  const { data } = useSettings();
  return data?.timeZone ?? DEFAULT_GYM_SETTINGS.timeZone;
}
