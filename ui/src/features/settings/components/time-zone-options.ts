/** Every time zone and currency this browser knows, with the current value kept even if the list lacks it. */
export function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) || current === '' ? zones : [current, ...zones];
}

export function currencyOptions(current: string): { code: string; label: string }[] {
  const names = new Intl.DisplayNames(['en'], { type: 'currency' });
  const codes = Intl.supportedValuesOf('currency');
  const all = codes.includes(current) || current === '' ? codes : [current, ...codes];
  return all.map((code) => ({ code, label: `${code} · ${names.of(code) ?? code}` }));
}
