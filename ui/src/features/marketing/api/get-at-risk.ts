import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { atRiskMember } from '@gym/modules/insight/marketing/marketing-contracts';
import { apiGet } from '../../../lib/api-client';

/** GET /api/marketing/at-risk: members at risk of leaving, ranked with reasons. */
export const useAtRisk = () =>
  useQuery({
    queryKey: ['marketing', 'at-risk'],
    queryFn: ({ signal, queryKey }) => apiGet('/api/marketing/at-risk', z.array(atRiskMember), { signal, queryKey }),
  });
