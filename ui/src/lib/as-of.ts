import type { Query, QueryKey } from '@tanstack/react-query';

/**
 * Time travel (issue 13 item 7): the dashboard, a member's page and an invoice can be read "as of" a past instant. The
 * instant lives in the page address as `?asOf=<ISO instant>` (a link can be shared, Back returns to the time before),
 * every affected read sends it to the API, and its query key ends with `{ asOf }`, so a past answer and the live one
 * never share a cache entry.
 */
export const AS_OF_PARAM = 'asOf';

/** The instant of an `asOf` value (an ISO 8601 instant with a zone) as ISO UTC, or undefined when there is none. */
export function parseAsOf(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  // An instant needs its zone: "Z" or an offset. A bare local time would be read in the browser's zone.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** A path with `asOf` added to its query (or the path as it is when viewing live). */
export function withAsOf(path: string, asOf: string | undefined): string {
  if (!asOf) return path;
  const hash = path.indexOf('#');
  const [base, fragment] = hash === -1 ? [path, ''] : [path.slice(0, hash), path.slice(hash)];
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}${AS_OF_PARAM}=${encodeURIComponent(asOf)}${fragment}`;
}

/** A query key for a read at `asOf`: the live key with `{ asOf }` at its end (generic to specific). */
export function asOfQueryKey<const K extends QueryKey>(key: K, asOf: string | undefined): K | [...K, { asOf: string }] {
  return asOf ? [...key, { asOf }] : key;
}

/** Whether a query reads the past: its answer never changes, so pushes and refresh timers leave it alone. */
export function isAsOfQueryKey(queryKey: QueryKey): boolean {
  return queryKey.some(
    (part) => typeof part === 'object' && part !== null && typeof (part as { asOf?: unknown }).asOf === 'string',
  );
}

/** The predicate for `invalidateQueries`: live queries only (an as-of answer would come back the same). */
export const liveQueriesOnly = (query: Query): boolean => !isAsOfQueryKey(query.queryKey);

/** Query options of a read at a past instant: fetched once, never polled, never stale. */
export const AS_OF_QUERY_OPTIONS = { staleTime: Number.POSITIVE_INFINITY, refetchInterval: false } as const;
