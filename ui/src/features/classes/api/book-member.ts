import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { MEMBER_CLASS_BOOKINGS_KEY } from './get-member-class-bookings';
import { bookingAnswer } from './class-schemas';
import { OCCURRENCE_KEY } from './get-occurrence';
import { TIMETABLE_KEY } from './get-timetable';

export interface BookingInput {
  readonly occurrenceId: string;
  readonly memberId: string;
}

/**
 * POST /api/timetable/:occurrenceId/bookings (canEditMembers): books the member, or puts them on the waitlist when
 * the occurrence is full (the answer says which, with the place on the list); a refusal says why.
 */
export function bookMember({ occurrenceId, memberId }: BookingInput, idempotencyKey: string) {
  return apiCommand('POST', `/api/timetable/${encodeURIComponent(occurrenceId)}/bookings`, bookingAnswer, {
    body: { memberId },
    idempotencyKey,
  });
}

export const useBookMember = () =>
  useFormCommand(bookMember, [TIMETABLE_KEY, OCCURRENCE_KEY, MEMBER_CLASS_BOOKINGS_KEY]);
