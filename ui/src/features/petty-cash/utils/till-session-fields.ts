import { dateRangeField } from '../../../lib/address-filters';
import type { AddressValues, DateRange } from '../../../lib/address-filters';

/**
 * How the address keeps the till sessions' period (`?from=…&to=…`): this month so far unless it says otherwise; an end
 * cleared on purpose leaves the period open on that side.
 */
export function tillSessionFields(today: string) {
  return { opened: dateRangeField(undefined, { from: `${today.slice(0, 8)}01`, to: today }) };
}

export type TillSessionFilters = AddressValues<ReturnType<typeof tillSessionFields>>;

/** The period in words, for the printed caption and the chart: "from 2026-12-01 to 2026-12-05", open ends said so. */
export function periodWords({ from, to }: DateRange): string {
  if (from && to) return `from ${from} to ${to}`;
  if (from) return `from ${from}`;
  return to ? `up to ${to}` : 'at any time';
}
