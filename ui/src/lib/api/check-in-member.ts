import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkInAnswer } from '@gym/modules/membership/check-ins/check-in-contracts';
import type { CheckInRequest } from '@gym/modules/membership/check-ins/check-in-contracts';
import { apiCommand } from '../api-client';
import { newIdempotencyKey } from '../idempotency';
import { CHECK_IN_REFRESH_KEYS } from '../query-keys';
import { refreshAfter } from '../read-your-writes';

/**
 * POST /api/check-ins. 201 with `duplicate: true` when the member checked in less than 10 minutes ago (the answer is
 * that check-in); 409 with `details: {reason, expiryDate, canOverride}` when the rules refuse (see utils/refusal).
 */
export function checkInMember(input: CheckInRequest, idempotencyKey: string) {
  return apiCommand('POST', '/api/check-ins', checkInAnswer, { body: input, idempotencyKey });
}

/**
 * Checks a member in. Every call is its own desk action with its own Idempotency-Key, chosen before the first try,
 * so the automatic retry after a network failure repeats that same action and never records a second visit. The
 * screen reports the outcome itself (refusals need more than a toast).
 */
export function useCheckInMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CheckInRequest; idempotencyKey: string }) =>
      checkInMember(input, idempotencyKey),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      await refreshAfter(queryClient, CHECK_IN_REFRESH_KEYS, position);
    },
  });
}

/** The variables of one check-in action. */
export function checkInAction(input: CheckInRequest) {
  return { input, idempotencyKey: newIdempotencyKey() };
}
