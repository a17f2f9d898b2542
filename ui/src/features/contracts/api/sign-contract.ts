import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { SIGNING_FIELDS } from '@gym/modules/membership/contracts/contract-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';

export interface Signing {
  readonly memberId: string;
  readonly termsVersion: number;
  readonly answers: readonly boolean[];
  readonly signature: Blob;
}

/** The signed contract: the version and answers first, then the signature PNG (the server reads them in order). */
export function signContract(signing: Signing, idempotencyKey: string) {
  const formData = new FormData();
  formData.append(SIGNING_FIELDS.termsVersion, String(signing.termsVersion));
  formData.append(SIGNING_FIELDS.answers, JSON.stringify(signing.answers));
  formData.append('signature', signing.signature, 'signature.png');
  return apiCommand('POST', `/api/members/${encodeURIComponent(signing.memberId)}/contract`, commandAnswer, {
    formData,
    idempotencyKey,
  });
}

export const useSignContract = () => useFormCommand(signContract, [['contracts']]);
