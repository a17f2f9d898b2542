import { ptSaleAnswer } from '@gym/modules/membership/personal-training/pt-contracts';
import type { PtSaleRequest } from '@gym/modules/membership/personal-training/pt-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { PT_SALE_KEYS } from '../../../lib/pt-keys';

/** POST /api/personal-trainings (canEditPT): what is paid now is billed on a paid PT invoice, the rest is owed. */
export function sellPtPackage(input: PtSaleRequest, idempotencyKey: string) {
  return apiCommand('POST', '/api/personal-trainings', ptSaleAnswer, { body: input, idempotencyKey });
}

export const useSellPtPackage = () => useFormCommand(sellPtPackage, PT_SALE_KEYS);
