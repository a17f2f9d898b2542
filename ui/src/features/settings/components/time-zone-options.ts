/** Every time zone and currency this browser knows, with the current value kept even if the list lacks it. */
export function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) || current === '' ? zones : [current, ...zones];
}

/** Each currency with its name in the page's language (`locale`). */
export function currencyOptions(current: string, locale: string): { code: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'currency' });
  const codes = Intl.supportedValuesOf('currency');
  const all = codes.includes(current) || current === '' ? codes : [current, ...codes];
  return all.map((code) => ({ code, label: `${code} · ${names.of(code) ?? code}` }));
}
