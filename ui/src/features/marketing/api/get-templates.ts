import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { template } from '@gym/modules/insight/marketing/marketing-contracts';
import { apiGet } from '../../../lib/api-client';

/** GET /api/marketing/templates. */
export const templatesQueryKey = ['marketing', 'templates'] as const;
export const templatesQueryOptions = () =>
  queryOptions({
    queryKey: templatesQueryKey,
    queryFn: ({ signal, queryKey }) => apiGet('/api/marketing/templates', z.array(template), { signal, queryKey }),
  });
export const useTemplates = () => useQuery(templatesQueryOptions());
