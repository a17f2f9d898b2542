import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberConsent } from '@gym/modules/insight/marketing/marketing-contracts';
import { apiGet } from '../../../lib/api-client';

/** GET /api/marketing/consent/:id (canViewMarketing): channels opted out of, and every change with who recorded it. */
export const memberConsentQueryKey = (memberId: string) => ['marketing', 'consent', memberId] as const;
export const memberConsentQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: memberConsentQueryKey(memberId),
    queryFn: ({ signal, queryKey }) =>
      apiGet(`/api/marketing/consent/${encodeURIComponent(memberId)}`, memberConsent, { signal, queryKey }),
  });
export const useMemberConsent = (memberId: string) => useQuery(memberConsentQueryOptions(memberId));
