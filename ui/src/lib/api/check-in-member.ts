import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { checkInAnswer } from '@gym/modules/membership/check-ins/check-in-contracts';
import type { CheckInRequest } from '@gym/modules/membership/check-ins/check-in-contracts';
import { apiCommand } from '../api-client';
import { newIdempotencyKey } from '../idempotency';
import { CHECK_IN_REFRESH_KEYS } from '../query-keys';
import { refreshAfter } from '../read-your-writes';

/**
 * POST /api/check-ins, the one client of the command: the desk, the dashboard's quick check-in, the member's page and
 * the walk-in form all check in through it. It lives in the shared library because four features use it and a
 * feature never imports another.
 *
 * 201 with `duplicate: true` when the member checked in less than 10 minutes ago (the answer is that check-in); 409
 * with `details: {reason, expiryDate, canOverride}` when the rules refuse (lib/refusal.ts reads it).
 */
export function checkInMember(input: CheckInRequest, idempotencyKey: string) {
  return apiCommand('POST', '/api/check-ins', checkInAnswer, { body: input, idempotencyKey });
}

/** What a check-in changes for the one who made it: the day's lists, the member's last visit and the dashboard's figures. */
const REFRESH_AFTER_CHECK_IN: readonly QueryKey[] = [
  ...CHECK_IN_REFRESH_KEYS,
  ['stats'],
  // A class check-in: the roster, the timetable's counts, the member's bookings and Today's classes.
  ['class-occurrence'],
  ['timetable'],
  ['member-class-bookings'],
  ['today-classes'],
];

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
      await refreshAfter(queryClient, REFRESH_AFTER_CHECK_IN, position);
    },
  });
}

/** The variables of one check-in action: a press of Check in, a scan, an override; its key is made once, here. */
export function checkInAction(input: CheckInRequest) {
  return { input, idempotencyKey: newIdempotencyKey() };
}
