import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import type { BookingRules } from './class-schemas';
import { classRulesQueryKey } from './get-class-rules';

/** PUT /api/class-rules (canManageSettings). */
export function saveClassRules(rules: BookingRules, idempotencyKey: string) {
  return apiCommand('PUT', '/api/class-rules', commandAnswer, { body: rules, idempotencyKey });
}

export const useSaveClassRules = () => useFormCommand(saveClassRules, [classRulesQueryKey]);
