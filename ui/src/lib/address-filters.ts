/**
 * A list's filters as its address keeps them (so a filtered list can be bookmarked, shared, reloaded and reached with
 * Back). Each field knows its parameter names, how to read itself from the address (a value the page could not use
 * falls back to the field's default, never throws) and how to write itself back (defaults are left out, to keep
 * links short). `useAddressFilters` (hooks/) binds a set of fields to the router.
 */
export interface AddressField<T> {
  /** The address parameters this field owns (a date range owns two). */
  readonly params: readonly string[];
  /** The value when the address says nothing usable. */
  readonly empty: T;
  read(url: URLSearchParams): T;
  // A method, not a function property: a field of a narrower value still counts as an AddressField<unknown>.
  write(value: T, url: URLSearchParams): void;
}

export type AddressFields = Record<string, AddressField<unknown>>;
export type AddressValues<F extends AddressFields> = { [K in keyof F]: F[K] extends AddressField<infer T> ? T : never };

/** What accepts a value: a fixed list, or anything with zod's `safeParse` (a contract's enum shared with the server). */
export type Accepts<V> =
  readonly V[] | { safeParse: (value: unknown) => { success: true; data: V } | { success: false } };

function accepted<V>(accepts: Accepts<V> | undefined, raw: string): V | undefined {
  if (accepts === undefined) return raw as V;
  if ('safeParse' in accepts) {
    const parsed = accepts.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  }
  return accepts.find((value) => String(value) === raw);
}

/** Free text (a search box); surrounding spaces are dropped, an empty text is no filter. */
export function textField(param: string): AddressField<string | undefined> {
  return {
    params: [param],
    empty: undefined,
    read: (url) => url.get(param)?.trim() || undefined,
    write: (value, url) => {
      if (value?.trim()) url.set(param, value.trim());
    },
  };
}

/** One value among those `accepts` allows (any non-empty text when omitted); no default means "no filter". */
export function selectField<V extends string>(param: string, accepts?: Accepts<V>): AddressField<V | undefined>;
export function selectField<V extends string>(param: string, accepts: Accepts<V>, fallback: V): AddressField<V>;
export function selectField<V extends string>(
  param: string,
  accepts?: Accepts<V>,
  fallback?: V,
): AddressField<V | undefined> {
  return {
    params: [param],
    empty: fallback,
    read: (url) => {
      const raw = url.get(param);
      return (raw ? accepted(accepts, raw) : undefined) ?? fallback;
    },
    write: (value, url) => {
      if (value !== undefined && value !== '' && value !== fallback) url.set(param, value);
    },
  };
}

/** Several values (chips), one parameter each (`?status=a&status=b`); unknown ones are dropped, repeats once. */
export function multiField<V extends string>(param: string, accepts?: Accepts<V>): AddressField<readonly V[]> {
  return {
    params: [param],
    empty: [],
    read: (url) => {
      const values = url.getAll(param).flatMap((raw) => accepted(accepts, raw) ?? []);
      return [...new Set(values)].filter((value) => value !== '');
    },
    write: (values, url) => {
      for (const value of new Set(values)) url.append(param, value);
    },
  };
}

/** A yes-only switch ("owes money"): `?due=true`; anything else is off. */
export function booleanField(param: string): AddressField<boolean | undefined> {
  return {
    params: [param],
    empty: undefined,
    read: (url) => (url.get(param) === 'true' ? true : undefined),
    write: (value, url) => {
      if (value) url.set(param, 'true');
    },
  };
}

/** A whole number, e.g. a page or a page size; outside `min` or `allowed` it is the default. */
export function integerField(
  param: string,
  options: { fallback: number; min?: number; allowed?: readonly number[] },
): AddressField<number> {
  const { fallback, min = 1, allowed } = options;
  return {
    params: [param],
    empty: fallback,
    read: (url) => {
      const raw = url.get(param) ?? '';
      const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
      const usable = Number.isSafeInteger(value) && value >= min && (!allowed || allowed.includes(value));
      return usable ? value : fallback;
    },
    write: (value, url) => {
      if (value !== fallback) url.set(param, String(value));
    },
  };
}

export interface DateRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** A calendar day as the address and the date inputs write it (2026-12-05); 2026-02-30 is not one. */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * From–to days (`?from=…&to=…`), each end optional. `fallback` is the range shown when the address names no end (e.g.
 * "this month"); an end the address leaves out, or names with something that is not a calendar day, is the
 * fallback's, and an end cleared on purpose is written empty (`?from=`) so the fallback does not come back.
 */
export function dateRangeField(
  params: { from: string; to: string } = { from: 'from', to: 'to' },
  fallback: DateRange = {},
): AddressField<DateRange> {
  const end = (url: URLSearchParams, name: string, otherwise: string | undefined) => {
    const raw = url.get(name);
    if (raw === null) return otherwise;
    if (raw === '') return undefined;
    return isCalendarDay(raw) ? raw : otherwise;
  };
  const writeEnd = (url: URLSearchParams, name: string, value: string | undefined, otherwise: string | undefined) => {
    if ((value || undefined) !== otherwise) url.set(name, value ?? '');
  };
  return {
    params: [params.from, params.to],
    empty: fallback,
    read: (url) => ({ from: end(url, params.from, fallback.from), to: end(url, params.to, fallback.to) }),
    write: (value, url) => {
      writeEnd(url, params.from, value.from, fallback.from);
      writeEnd(url, params.to, value.to, fallback.to);
    },
  };
}

/** Every field's value read from the address. */
export function readAddress<F extends AddressFields>(fields: F, url: URLSearchParams): AddressValues<F> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.read(url)])) as AddressValues<F>;
}

/**
 * The address with the fields' values written in, in the fields' order; parameters no field owns (another part of
 * the page's state, e.g. `view=debts`) are kept as they were, except `drop` (a page cursor that a new filter makes
 * meaningless).
 */
export function writeAddress<F extends AddressFields>(
  fields: F,
  values: AddressValues<F>,
  base: URLSearchParams = new URLSearchParams(),
  drop: readonly string[] = [],
): URLSearchParams {
  const owned = new Set(Object.values(fields).flatMap((field) => field.params));
  const url = new URLSearchParams([...base].filter(([name]) => !owned.has(name) && !drop.includes(name)));
  for (const [key, field] of Object.entries(fields)) field.write(values[key as keyof F], url);
  return url;
}

/** Whether a field's value differs from its default, i.e. would show in the address (and as a chip). */
export function isSet<T>(field: AddressField<T>, value: T): boolean {
  const url = new URLSearchParams();
  field.write(value, url);
  return url.size > 0;
}

export interface ChangeRules<F extends AddressFields> {
  /** The field holding the list's page: any other change goes back to its first page. */
  page?: keyof F | undefined;
  /** Parameters no field owns that a new filter makes meaningless (a keyset cursor). */
  resets?: readonly string[] | undefined;
}

/**
 * The values and address after `changes`: a filter change starts the list again at its first page (and drops the
 * `resets` parameters) and replaces the address entry, so typing leaves no trail in the history; a change of the page
 * alone adds an entry, so Back goes back a page.
 */
export function changeAddress<F extends AddressFields>(
  fields: F,
  current: AddressValues<F>,
  base: URLSearchParams,
  changes: Partial<AddressValues<F>>,
  rules: ChangeRules<F> = {},
): { values: AddressValues<F>; url: URLSearchParams; replace: boolean } {
  const { page, resets = [] } = rules;
  const paging = page !== undefined && Object.keys(changes).length > 0 && Object.keys(changes).every((k) => k === page);
  const values: AddressValues<F> = { ...current, ...changes };
  if (page !== undefined && !paging) Object.assign(values, { [page]: fields[page]!.empty });
  return { values, url: writeAddress(fields, values, base, paging ? [] : resets), replace: !paging };
}

/** The fields that filter the list: all but the page and the arrangement (sort, page size). */
export function filterKeys<F extends AddressFields>(
  fields: F,
  page: keyof F | undefined,
  arrangement: readonly (keyof F)[],
): (keyof F & string)[] {
  return Object.keys(fields).filter((key) => key !== page && !arrangement.includes(key));
}

/** Every filter at its default ("Clear filters"). */
export function clearedFilters<F extends AddressFields>(
  fields: F,
  keys: readonly (keyof F)[],
): Partial<AddressValues<F>> {
  return Object.fromEntries(keys.map((key) => [key, fields[key]!.empty])) as Partial<AddressValues<F>>;
}

/** The address form of the filters alone: changes whenever a filter does (a key for per-filter state). */
export function filterKeyOf<F extends AddressFields>(
  fields: F,
  keys: readonly (keyof F)[],
  values: AddressValues<F>,
): string {
  const url = new URLSearchParams();
  for (const key of keys) fields[key]!.write(values[key], url);
  return url.toString();
}

const isDateRange = (value: unknown): value is DateRange =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The filters as most list endpoints take them: a date range becomes its `from` and `to`, and unset values (undefined,
 * empty text, no choice) are left out.
 */
export function filterQuery(values: Record<string, unknown>): Record<string, unknown> {
  const flat = Object.entries(values).flatMap(([key, value]): [string, unknown][] =>
    isDateRange(value)
      ? [
          ['from', value.from],
          ['to', value.to],
        ]
      : [[key, value]],
  );
  return Object.fromEntries(
    flat.filter(([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)),
  );
}
