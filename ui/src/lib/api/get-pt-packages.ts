import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ptPackage } from '@gym/modules/membership/personal-training/pt-contracts';
import { apiGet } from '../api-client';
import type { GetOptions } from '../api-client';

export interface PtPackagesParams {
  /** Only packages with a balance still owed. */
  readonly hasDueAmount?: boolean;
}

/** GET /api/personal-trainings: PT packages, newest first (the server's latest 200), with what is paid and owed. */
export function getPtPackages(params: PtPackagesParams, options: GetOptions = {}) {
  const query = params.hasDueAmount ? '?hasDueAmount=true' : '';
  return apiGet(`/api/personal-trainings${query}`, z.array(ptPackage), options);
}

/** Under ['personal-trainings']: the realtime topic `personal-training` refetches it. */
export const ptPackagesQueryKey = (params: PtPackagesParams) =>
  ['personal-trainings', { hasDueAmount: params.hasDueAmount === true }] as const;

export function ptPackagesQueryOptions(params: PtPackagesParams) {
  return queryOptions({
    queryKey: ptPackagesQueryKey(params),
    queryFn: ({ signal, queryKey }) => getPtPackages(params, { signal, queryKey }),
  });
}

export function usePtPackages(
  params: PtPackagesParams,
  options: { staleTime?: number; refetchInterval?: number | false; enabled?: boolean } = {},
) {
  return useQuery({
    ...ptPackagesQueryOptions(params),
    placeholderData: keepPreviousData,
    throwOnError: false,
    ...options,
  });
}
