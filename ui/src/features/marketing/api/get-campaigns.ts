import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { campaign, campaignReport } from '@gym/modules/insight/marketing/marketing-contracts';
import { apiGet } from '../../../lib/api-client';

/** GET /api/marketing/campaigns. */
export const campaignsQueryKey = ['marketing', 'campaigns'] as const;
export const campaignsQueryOptions = () =>
  queryOptions({
    queryKey: campaignsQueryKey,
    queryFn: ({ signal, queryKey }) => apiGet('/api/marketing/campaigns', z.array(campaign), { signal, queryKey }),
  });
export const useCampaigns = () => useQuery(campaignsQueryOptions());

/** GET /api/marketing/campaigns/:id/report. */
export const useCampaignReport = (id: string) =>
  useQuery({
    queryKey: ['marketing', 'report', id],
    queryFn: ({ signal, queryKey }) =>
      apiGet(`/api/marketing/campaigns/${encodeURIComponent(id)}/report`, campaignReport, { signal, queryKey }),
  });
