import { formatDateTime } from '../../../lib/desk-time';

/** "12 s ago", "5 min ago", "3 h ago", else the date and time: how long since a reader was last heard from. */
export function sinceText(iso: string | null, now: number, timeZone: string): string {
  if (!iso) return 'never';
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  return formatDateTime(iso, timeZone);
}

/** A reader clock's error in words: "on time" within 5 s, else how far ahead or behind. */
export function driftText(seconds: number | null): string {
  if (seconds === null) return 'not measured yet';
  if (Math.abs(seconds) <= 5) return 'on time';
  const size = Math.abs(seconds) >= 120 ? `${Math.round(Math.abs(seconds) / 60)} min` : `${Math.abs(seconds)} s`;
  return seconds > 0 ? `${size} fast` : `${size} slow`;
}
