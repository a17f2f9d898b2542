/**
 * Instants shown to the desk in the gym's time zone when known (else the browser's), e.g. "Mar 10, 2026, 14:05".
 * Formatters are kept: building one is slow and lists format many rows.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'dateTime' | 'time', timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind}:${timeZone ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      ...(kind === 'dateTime' ? { year: 'numeric', month: 'short', day: 'numeric' } : {}),
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, found);
  }
  return found;
}

export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter('dateTime', timeZone).format(date);
}

export function formatTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter('time', timeZone).format(date);
}
