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

/**
 * The period as a message's values, for the printed caption and the chart: `span` picks the words (from … to …, from
 * …, up to …, at any time) in an ICU select, so each language says the whole sentence its own way.
 */
export function periodValues({ from, to }: DateRange): {
  span: 'between' | 'since' | 'until' | 'any';
  from: string;
  to: string;
} {
  const span = from && to ? 'between' : from ? 'since' : to ? 'until' : 'any';
  return { span, from: from ?? '', to: to ?? '' };
}
