import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { classReportAnswer } from '@gym/modules/membership/classes/class-report-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';

/** The realtime topic `timetable` invalidates this prefix. */
export const classReportQueryKey = ['class-report'] as const;

/** GET /api/reports/classes (canViewMembers): the figures of the occurrences held from one day to another. */
export function getClassReport(from: string, to: string, options: GetOptions = {}) {
  return apiGet(`/api/reports/classes?from=${from}&to=${to}`, classReportAnswer, options);
}

/** The same figures as one table in a file: CSV, or an Excel workbook (.xlsx). */
export const classReportFileUrl = (from: string, to: string, format: 'csv' | 'excel') =>
  `/api/reports/classes?from=${from}&to=${to}&format=${format}`;

export function useClassReport(from: string, to: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...classReportQueryKey, from, to],
      queryFn: ({ signal, queryKey }) => getClassReport(from, to, { signal, queryKey }),
      enabled,
      placeholderData: keepPreviousData,
    }),
  );
}
