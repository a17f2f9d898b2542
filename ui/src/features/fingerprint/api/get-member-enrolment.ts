import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { enrolmentView } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';

/** GET /api/fingerprint/enrolments/:memberId (canViewFingerprint): the member's enrolment, or null. */
export function getMemberEnrolment(memberId: string, options: GetOptions = {}) {
  return apiGet(
    `/api/fingerprint/enrolments/${encodeURIComponent(memberId)}`,
    z.object({ enrolment: enrolmentView.nullable() }),
    options,
  );
}

export function useMemberEnrolment(memberId: string) {
  return useQuery(
    queryOptions({
      // Under ['fingerprint'], so the realtime topic refetches it.
      queryKey: ['fingerprint', 'enrolment', memberId],
      queryFn: ({ signal, queryKey }) => getMemberEnrolment(memberId, { signal, queryKey }),
    }),
  );
}
