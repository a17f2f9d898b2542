import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { PublishTermsRequest } from '@gym/modules/membership/contracts/contract-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';

/** Publishes the next version of the terms (a published version never changes). */
export function publishTerms(terms: PublishTermsRequest, idempotencyKey: string) {
  return apiCommand('POST', '/api/contract-terms', commandAnswer, { body: terms, idempotencyKey });
}

export const usePublishTerms = () => useFormCommand(publishTerms, [['contracts']]);
