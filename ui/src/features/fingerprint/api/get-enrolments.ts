import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { enrolmentView } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';

/** GET /api/fingerprint/enrolments (canViewFingerprint): who is enrolled; never a template. */
export function getEnrolments(options: GetOptions = {}) {
  return apiGet('/api/fingerprint/enrolments', z.array(enrolmentView), options);
}

export const enrolmentsQueryKey = ['fingerprint', 'enrolments'] as const;

export function enrolmentsQueryOptions() {
  return queryOptions({
    queryKey: enrolmentsQueryKey,
    queryFn: ({ signal, queryKey }) => getEnrolments({ signal, queryKey }),
  });
}

export function useEnrolments() {
  return useQuery(enrolmentsQueryOptions());
}
