import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ptPackagePage } from '@gym/modules/membership/personal-training/pt-contracts';
import type { PtPackageListQuery } from '@gym/modules/membership/personal-training/pt-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';

function search(query: PtPackageListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/personal-trainings/page: one page of the PT page's packages, with the filter's count and next cursor. */
export function getPtPackagePage(query: PtPackageListQuery, options: GetOptions = {}) {
  return apiGet(`/api/personal-trainings/page${search(query)}`, ptPackagePage, options);
}

/** Under ['personal-trainings']: the realtime topic `personal-training` and every PT sale or payment refetch it. */
export function ptPackagePageQueryOptions(query: PtPackageListQuery) {
  return queryOptions({
    queryKey: ['personal-trainings', 'page', query],
    queryFn: ({ signal, queryKey }) => getPtPackagePage(query, { signal, queryKey }),
    placeholderData: keepPreviousData,
  });
}

export function usePtPackagePage(query: PtPackageListQuery) {
  return useQuery(ptPackagePageQueryOptions(query));
}
