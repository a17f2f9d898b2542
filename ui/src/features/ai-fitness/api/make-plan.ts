import { useMutation } from '@tanstack/react-query';
import { fitnessPlan } from '@gym/modules/insight/advisor/advisor-contracts';
import type { AdvisorProfileInput } from '@gym/modules/insight/advisor/advisor-contracts';
import { apiCommand } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency';

/** POST /api/ai-fitness/plan (any signed-in user): computes a plan, stores nothing. */
export function makePlan(profile: AdvisorProfileInput) {
  return apiCommand('POST', '/api/ai-fitness/plan', fitnessPlan, {
    body: profile,
    idempotencyKey: newIdempotencyKey(),
  });
}

export function useMakePlan() {
  return useMutation({ mutationFn: makePlan, meta: { errorTitle: false } });
}
