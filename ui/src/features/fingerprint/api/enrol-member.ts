import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { EnrolRequest } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { devicesQueryKey } from './get-devices';
import { enrolmentsQueryKey } from './get-enrolments';

/** POST /api/fingerprint/enrolments (canEditFingerprint): the reader adds the member and asks for a finger. */
export function enrolMember(input: EnrolRequest, idempotencyKey: string) {
  return apiCommand('POST', '/api/fingerprint/enrolments', commandAnswer, { body: input, idempotencyKey });
}

export const useEnrolMember = () => useFormCommand(enrolMember, [enrolmentsQueryKey, devicesQueryKey]);
