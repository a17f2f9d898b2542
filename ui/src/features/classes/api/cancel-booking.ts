import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { MEMBER_CLASS_BOOKINGS_KEY } from './get-member-class-bookings';
import { cancelBookingAnswer } from './class-schemas';
import { OCCURRENCE_KEY } from './get-occurrence';
import { TIMETABLE_KEY } from './get-timetable';

export interface CancelBookingInput {
  readonly occurrenceId: string;
  readonly memberId: string;
}

/**
 * DELETE /api/timetable/:occurrenceId/bookings/:memberId (canEditMembers): frees the seat (late after the deadline);
 * the first waitlisted member takes it.
 */
export function cancelBooking({ occurrenceId, memberId }: CancelBookingInput, idempotencyKey: string) {
  return apiCommand(
    'DELETE',
    `/api/timetable/${encodeURIComponent(occurrenceId)}/bookings/${encodeURIComponent(memberId)}`,
    cancelBookingAnswer,
    { idempotencyKey },
  );
}

export const useCancelBooking = () =>
  useActionCommand(cancelBooking, [TIMETABLE_KEY, OCCURRENCE_KEY, MEMBER_CLASS_BOOKINGS_KEY]);
