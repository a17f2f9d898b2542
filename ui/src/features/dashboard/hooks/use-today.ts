import { useEffect, useState } from 'react';
import { deskToday } from '../../check-in/utils/desk-time';

/** A dashboard left open past midnight moves to the new day (and month) within this long. */
const TICK_MS = 60_000;

/**
 * Today as YYYY-MM-DD on this computer's clock and time zone: the desk PC stands in the gym. It names the month of
 * the collections and PT tiles and ends the growth chart's range; the figures themselves are the server's.
 */
export function useToday(): string {
  const [today, setToday] = useState(() => deskToday());
  useEffect(() => {
    const timer = setInterval(() => setToday(deskToday()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return today;
}
