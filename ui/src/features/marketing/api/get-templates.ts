import { useQuery } from '@tanstack/react-query';
import { template } from '@gym/modules/insight/marketing/marketing-contracts';
import { listQueryOptions } from '../../../lib/list-query';

/** GET /api/marketing/templates. */
export const templatesQueryKey = ['marketing', 'templates'] as const;
export const templatesQueryOptions = () => listQueryOptions(templatesQueryKey, '/api/marketing/templates', template);
export const useTemplates = () => useQuery(templatesQueryOptions());
