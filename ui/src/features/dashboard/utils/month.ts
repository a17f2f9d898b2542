const utcMonth = (day: string) => new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, 1));

/** The month of a YYYY-MM-DD day by name, in the user's locale (the browser's unless one is given): "May". */
export function monthName(day: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(utcMonth(day));
}

/** A month on a chart axis: "May 2026" (or "May 26" when short). */
export function monthLabel(day: string, { short = false, locale }: { short?: boolean; locale?: string } = {}): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: short ? '2-digit' : 'numeric',
    timeZone: 'UTC',
  }).format(utcMonth(day));
}
