import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { FitnessPlan } from '@gym/modules/insight/advisor/advisor-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { savedPlansQueryKey } from './get-saved-plans';

export interface SavePlanInput {
  memberId: string;
  plan: FitnessPlan;
}

/** POST /api/ai-fitness/plans (canEditMembers): the plan becomes an event on the member's record. */
export function savePlan(input: SavePlanInput, idempotencyKey: string) {
  return apiCommand('POST', '/api/ai-fitness/plans', commandAnswer, { body: input, idempotencyKey });
}

export const useSavePlan = () => useActionCommand(savePlan, (input) => [savedPlansQueryKey(input.memberId)]);
