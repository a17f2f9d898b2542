import { formatDateTime } from '../../../lib/desk-time';
import { translate } from '../../../lib/i18n/i18n';

/** "12 s ago", "5 min ago", "3 h ago", else the date and time: how long since a reader was last heard from. */
export function sinceText(iso: string | null, now: number, timeZone: string): string {
  if (!iso) return translate('fingerprint.when.never');
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return translate('fingerprint.when.secondsAgo', { seconds });
  if (seconds < 3600) return translate('fingerprint.when.minutesAgo', { minutes: Math.floor(seconds / 60) });
  if (seconds < 86_400) return translate('fingerprint.when.hoursAgo', { hours: Math.floor(seconds / 3600) });
  return formatDateTime(iso, timeZone);
}

/** A reader clock's error in words: "on time" within 5 s, else how far ahead or behind. */
export function driftText(seconds: number | null): string {
  if (seconds === null) return translate('fingerprint.when.notMeasured');
  if (Math.abs(seconds) <= 5) return translate('fingerprint.when.onTime');
  const fast = seconds > 0;
  if (Math.abs(seconds) >= 120) {
    const minutes = Math.round(Math.abs(seconds) / 60);
    return translate(fast ? 'fingerprint.when.minutesFast' : 'fingerprint.when.minutesSlow', { minutes });
  }
  return translate(fast ? 'fingerprint.when.secondsFast' : 'fingerprint.when.secondsSlow', {
    seconds: Math.abs(seconds),
  });
}
