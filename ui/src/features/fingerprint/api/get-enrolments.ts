import { useQuery } from '@tanstack/react-query';
import { enrolmentView } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { listQueryOptions } from '../../../lib/list-query';

export const enrolmentsQueryKey = ['fingerprint', 'enrolments'] as const;

/** GET /api/fingerprint/enrolments (canViewFingerprint): who is enrolled; never a template. */
export function enrolmentsQueryOptions() {
  return listQueryOptions(enrolmentsQueryKey, '/api/fingerprint/enrolments', enrolmentView);
}

export function useEnrolments() {
  return useQuery(enrolmentsQueryOptions());
}
