import { useEffect, useState } from 'react';
import { DEFAULT_GYM_SETTINGS } from '@gym/modules/platform/settings/settings-contracts';
import { useSettings } from '../../settings/api/get-settings';
import { deskToday } from '../utils/desk-time';

/** A screen left open past midnight moves to the new day within this long. */
const TICK_MS = 60_000;

/** Today in the gym's time zone (the setting the server counts check-in days by; Asia/Qatar by default). */
export function useDeskToday(): string {
  const { data } = useSettings();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return deskToday(now, data?.timeZone ?? DEFAULT_GYM_SETTINGS.timeZone);
}
