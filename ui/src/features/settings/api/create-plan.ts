import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { PlanInput } from '@gym/modules/membership/plans/plan-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { plansQueryKey } from '../../../lib/api/get-plans';

export function createPlan(input: PlanInput, idempotencyKey: string) {
  return apiCommand('POST', '/api/membership-plans', commandAnswer, { body: input, idempotencyKey });
}

export const useCreatePlan = () => useFormCommand(createPlan, [plansQueryKey]);
