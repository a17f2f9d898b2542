import { DomainError } from '@gym/kernel/commands/domain-error';
import type { TimetableState } from '@gym/modules/membership/classes/timetable-decider';
import { dateOf } from './gym-calendar.js';
import { occurrenceFacts } from './history-class-occurrence.js';
import type { ClassLesson } from './history-class-occurrence.js';
import type { Member, Part } from './history-model.js';

/**
 * The desk's check-in of a member who came for a class, decided when its turn comes: checked in to the class when
 * the member holds a seat (or a free one is left for a walk-in), else a plain visit (`anyway`) or none.
 */
export function attendClass(
  timetable: TimetableState,
  lesson: ClassLesson,
  member: Member,
  checkInId: string,
  at: number,
  onDay: Omit<Part, 'events'>,
  anyway: boolean,
): Part[] {
  const occurrence = lesson.occurrence;
  const place = occurrence.stream.state.members.get(member.id)?.status;
  let attended: Part | null = null;
  if (place === 'booked' || (place === 'waitlisted' && anyway)) {
    try {
      attended = occurrence.stream.decide({
        type: 'RecordAttendance',
        memberId: member.id,
        checkInId,
        facts: occurrenceFacts(occurrence, timetable),
        // The sample gym sells no packs.
        creditsLeft: null,
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  if (!attended && !anyway) return [];
  const checkedIn: Part = {
    ...onDay,
    events: [
      {
        type: 'MemberCheckedIn',
        data: {
          checkInId,
          memberId: member.id,
          at: new Date(at).toISOString(),
          day: dateOf(occurrence.day),
          classId: attended ? occurrence.session.classId : null,
          override: null,
        },
      },
    ],
  };
  return attended ? [checkedIn, attended] : [checkedIn];
}
