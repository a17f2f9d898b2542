import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

/** GET /api/setup/checklist: the first-run steps (settings managers only). */
const setupChecklist = z.object({
  done: z.boolean(),
  steps: z.array(z.object({ id: z.string(), label: z.string(), done: z.boolean(), link: z.string() })),
});
export type SetupChecklist = z.infer<typeof setupChecklist>;

export function setupChecklistQueryOptions() {
  return queryOptions({
    queryKey: ['setup', 'checklist'] as const,
    queryFn: () => apiGet('/api/setup/checklist', setupChecklist),
  });
}

export function useSetupChecklist(enabled: boolean) {
  return useQuery({ ...setupChecklistQueryOptions(), enabled });
}
