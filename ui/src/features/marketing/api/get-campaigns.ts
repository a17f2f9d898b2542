import { useQuery } from '@tanstack/react-query';
import { campaign, campaignReport } from '@gym/modules/insight/marketing/marketing-contracts';
import { apiGet } from '../../../lib/api-client';
import { listQueryOptions } from '../../../lib/list-query';

/** GET /api/marketing/campaigns. */
export const campaignsQueryKey = ['marketing', 'campaigns'] as const;
export const campaignsQueryOptions = () => listQueryOptions(campaignsQueryKey, '/api/marketing/campaigns', campaign);
export const useCampaigns = () => useQuery(campaignsQueryOptions());

/** GET /api/marketing/campaigns/:id/report. */
export const useCampaignReport = (id: string) =>
  useQuery({
    queryKey: ['marketing', 'report', id],
    queryFn: ({ signal, queryKey }) =>
      apiGet(`/api/marketing/campaigns/${encodeURIComponent(id)}/report`, campaignReport, { signal, queryKey }),
  });
