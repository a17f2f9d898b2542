import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { tillSessionSummary } from '@gym/modules/finance/petty-cash/till-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import type { DateRange } from '../../../lib/address-filters';
import { pettyCashQueryKey } from '../../../lib/api/get-till-status';
import { queryString } from '../../../lib/api/query-string';

/** GET /api/petty-cash/sessions: the sessions opened in a period (either end may be open), newest first. */
export function getTillSessions({ from, to }: DateRange, options: GetOptions = {}) {
  return apiGet(`/api/petty-cash/sessions${queryString({ from, to })}`, z.array(tillSessionSummary), options);
}

/** The same list as a file (CSV, or the same text for Excel). */
export const tillSessionsFileUrl = ({ from, to }: DateRange, format: 'csv' | 'excel') =>
  `/api/petty-cash/sessions${queryString({ from, to, format })}`;

export function tillSessionsQueryOptions({ from, to }: DateRange) {
  return queryOptions({
    queryKey: [...pettyCashQueryKey, 'sessions', from, to],
    queryFn: ({ signal, queryKey }) => getTillSessions({ from, to }, { signal, queryKey }),
  });
}

export function useTillSessions(period: DateRange) {
  return useQuery(tillSessionsQueryOptions(period));
}
