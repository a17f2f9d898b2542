import { useEffect, useState } from 'react';
import { dayOf } from '@gym/events/calendar/local-date';
import { DEFAULT_GYM_SETTINGS } from '@gym/modules/platform/settings/settings-contracts';
import { useSettings } from '../../settings/api/get-settings';

/** How often the day is looked at again, so a screen left open past midnight shows the new day's statuses. */
const TICK_MS = 60_000;

/**
 * "Today" in the gym's time zone (setting, default Asia/Qatar), as the server counts days: the status badge,
 * default dates of forms and exports' file names use it.
 */
export function useGymToday(): string {
  const { data } = useSettings();
  const timeZone = data?.timeZone ?? DEFAULT_GYM_SETTINGS.timeZone;
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return dayOf(now, timeZone);
}

/** The gym's time zone for showing instants (check-ins, history) as the desk's clock reads them. */
export function useGymTimeZone(): string {
  const { data } = useSettings();
  return data?.timeZone ?? DEFAULT_GYM_SETTINGS.timeZone;
}
