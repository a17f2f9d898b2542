import { useQuery } from '@tanstack/react-query';
import { atRiskMember } from '@gym/modules/insight/marketing/marketing-contracts';
import { listQueryOptions } from '../../../lib/list-query';

/** GET /api/marketing/at-risk: members at risk of leaving, ranked with reasons. */
export const useAtRisk = () =>
  useQuery(listQueryOptions(['marketing', 'at-risk'], '/api/marketing/at-risk', atRiskMember));
