import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { tillSessionSummary } from '@gym/modules/finance/petty-cash/till-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import { pettyCashQueryKey } from '../../../lib/api/get-till-status';

/** GET /api/petty-cash/sessions: the sessions opened in a period, newest first. */
export function getTillSessions(from: string, to: string, options: GetOptions = {}) {
  return apiGet(`/api/petty-cash/sessions?from=${from}&to=${to}`, z.array(tillSessionSummary), options);
}

/** The same list as a file (CSV, or the same text for Excel). */
export const tillSessionsFileUrl = (from: string, to: string, format: 'csv' | 'excel') =>
  `/api/petty-cash/sessions?from=${from}&to=${to}&format=${format}`;

export function tillSessionsQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: [...pettyCashQueryKey, 'sessions', from, to],
    queryFn: ({ signal, queryKey }) => getTillSessions(from, to, { signal, queryKey }),
  });
}

export function useTillSessions(from: string, to: string) {
  return useQuery(tillSessionsQueryOptions(from, to));
}
