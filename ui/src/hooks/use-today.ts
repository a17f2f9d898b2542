import { useEffect, useState } from 'react';
import { deskToday } from '../lib/desk-time';

/** A screen left open past midnight moves to the new day (and month) within this long. */
const TICK_MS = 60_000;

/** Today as YYYY-MM-DD in the given time zone (the gym's: `useGymToday`), moving on at midnight there. */
export function useToday(timeZone: string): string {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return deskToday(now, timeZone);
}
