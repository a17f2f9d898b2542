import { dateRangeField, selectField, textField } from '../../../lib/address-filters';
import type { AddressValues } from '../../../lib/address-filters';
import { dayStart, nextDay } from '../../../lib/desk-time';
import type { EventLogFilter } from '../api/get-events';

/**
 * How the address keeps the Audit page's filters (`?type=…&actor=…&from=…&to=…&q=…`); a record's history link sets
 * `?stream=member-<id>`, shown as a chip.
 */
export const EVENT_LOG_FIELDS = {
  stream: textField('stream'),
  type: selectField('type'),
  actor: textField('actor'),
  period: dateRangeField(),
  q: textField('q'),
};

export type EventLogFilters = AddressValues<typeof EVENT_LOG_FIELDS>;

/**
 * The filters as GET /api/events takes them: the days become instants, from the first day's start in the gym's zone to
 * the start of the day after the last.
 */
export function eventLogFilterOf(filters: EventLogFilters, timeZone: string): EventLogFilter {
  const { period, ...rest } = filters;
  return {
    ...rest,
    from: period.from ? dayStart(period.from, timeZone) : undefined,
    to: period.to ? dayStart(nextDay(period.to), timeZone) : undefined,
  };
}
