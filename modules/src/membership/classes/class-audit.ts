import { auditFlag, auditValue, defineAudit } from '@gym/kernel/audit/audit-contract';
import type { AuditPart } from '@gym/kernel/audit/audit-contract';
import type { AnyClassEvent } from './class-events.js';
import { parseOccurrenceId } from './class-time.js';

/** An occurrence in words: "<session's class> on <day>" (the class is named by the session, kept by the names). */
function occurrence(occurrenceId: string): AuditPart[] {
  const named = parseOccurrenceId(occurrenceId);
  // Never seen: an id the timetable wrote is always "<session>.<day>"; shown as it is, with no day.
  if (!named) return [auditValue('classSession', occurrenceId), ' on ', auditValue('day', '')];
  return [{ ref: 'class-session', id: named.sessionId }, ' on ', { date: named.day, param: 'day' }];
}

const member = (id: string) => ({ ref: 'member', id }) as const;

/** The timetable in the audit trail (issue 47): every fact with the class, session or member it concerns. */
export const classAudit = defineAudit<AnyClassEvent>({
  access: {
    ClassAdded: 'canViewMembers',
    ClassChanged: 'canViewMembers',
    ClassRemoved: 'canViewMembers',
    ClassSessionScheduled: 'canViewMembers',
    ClassSessionChanged: 'canViewMembers',
    ClassSessionEnded: 'canViewMembers',
    ClassClosureAdded: 'canViewMembers',
    ClassClosureRemoved: 'canViewMembers',
    ClassBookingRulesSet: 'canViewMembers',
    ClassBooked: 'canViewMembers',
    ClassWaitlisted: 'canViewMembers',
    ClassBookingCancelled: 'canViewMembers',
    ClassWaitlistPromoted: 'canViewMembers',
    ClassAttended: 'canViewMembers',
    ClassNoShowRecorded: 'canViewMembers',
    ClassOccurrenceCancelled: 'canViewMembers',
    ClassOccurrenceMoved: 'canViewMembers',
    ClassOccurrenceRetimed: 'canViewMembers',
    ClassInstructorSubstituted: 'canViewMembers',
    ClassCapacityChanged: 'canViewMembers',
    ClassCreditHeld: 'canViewMembers',
  },
  describe(event) {
    switch (event.type) {
      case 'ClassAdded':
        return [
          'added the class ',
          { ref: 'class', id: event.data.classId },
          ' (',
          auditValue('seats', event.data.defaultCapacity),
          ' seats)',
        ];
      case 'ClassChanged':
        return ['changed the class ', { ref: 'class', id: event.data.classId }];
      case 'ClassRemoved':
        return ['removed the class ', { ref: 'class', id: event.data.classId }];
      case 'ClassSessionScheduled':
      case 'ClassSessionChanged': {
        const d = event.data;
        const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
        return [
          event.type === 'ClassSessionScheduled' ? 'put ' : 'changed ',
          { ref: 'class', id: d.classId },
          ' on ',
          auditValue('weekday', d.weekday, `${days[d.weekday - 1]}s`),
          ' at ',
          auditValue('time', d.startTime),
          ' (',
          auditValue('minutes', d.durationMinutes),
          ' min, ',
          auditValue('seats', d.capacity),
          ' seats) from ',
          { date: d.validFrom },
        ];
      }
      case 'ClassSessionEnded':
        return [
          'ended ',
          { ref: 'class-session', id: event.data.sessionId },
          ' after ',
          { date: event.data.validUntil },
        ];
      case 'ClassClosureAdded':
        return [
          'closed the classes from ',
          { date: event.data.from, param: 'from' },
          ' to ',
          { date: event.data.to, param: 'to' },
          ': ',
          auditValue('reason', event.data.reason),
        ];
      case 'ClassClosureRemoved':
        return ['withdrew a closure of the classes'];
      case 'ClassBookingRulesSet':
        return [
          'set the class booking rules: open ',
          auditValue('opensDays', event.data.opensDaysBefore),
          ' days before, close ',
          auditValue('closesMinutes', event.data.closesMinutesBefore),
          ' min before, late cancellation under ',
          auditValue('lateMinutes', event.data.cancelDeadlineMinutes),
          ' min, waitlist of ',
          auditValue('waitlist', event.data.waitlistCap),
        ];
      case 'ClassBooked':
        return ['booked ', member(event.data.memberId), ' into ', ...occurrence(event.data.occurrenceId)];
      case 'ClassWaitlisted':
        return ['put ', member(event.data.memberId), ' on the waitlist of ', ...occurrence(event.data.occurrenceId)];
      case 'ClassBookingCancelled':
        return [
          auditFlag('late', event.data.late, 'cancelled late the booking of ', 'cancelled the booking of '),
          member(event.data.memberId),
          auditFlag('waitlisted', event.data.waitlisted, ' (on the waitlist) in ', ' in '),
          ...occurrence(event.data.occurrenceId),
        ];
      case 'ClassWaitlistPromoted':
        return ['gave ', member(event.data.memberId), ' a freed seat in ', ...occurrence(event.data.occurrenceId)];
      case 'ClassAttended':
        return ['checked ', member(event.data.memberId), ' in to ', ...occurrence(event.data.occurrenceId)];
      case 'ClassNoShowRecorded':
        return ['recorded ', member(event.data.memberId), ' as a no-show in ', ...occurrence(event.data.occurrenceId)];
      case 'ClassOccurrenceCancelled':
        return ['cancelled ', ...occurrence(event.data.occurrenceId), ': ', auditValue('reason', event.data.reason)];
      case 'ClassOccurrenceMoved':
      case 'ClassOccurrenceRetimed':
        return [
          'moved ',
          ...occurrence(event.data.occurrenceId),
          ' to ',
          auditValue('time', event.data.startTime),
          auditFlag('inRoom', Boolean(event.data.room), ' in '),
          ...(event.data.room ? [auditValue('room', event.data.room)] : []),
          // Not a one-off move: the occurrence follows its weekly session's change.
          ...(event.type === 'ClassOccurrenceRetimed' ? [' with its weekly session'] : []),
        ];
      case 'ClassInstructorSubstituted':
        return [
          'gave ',
          auditValue('instructor', event.data.instructor.name),
          ' ',
          ...occurrence(event.data.occurrenceId),
          ' to teach',
        ];
      case 'ClassCapacityChanged':
        return [
          'set ',
          ...occurrence(event.data.occurrenceId),
          ' to ',
          auditValue('seats', event.data.capacity),
          ' seats',
        ];
      case 'ClassCreditHeld':
        return [
          'held a class credit of ',
          member(event.data.memberId),
          ' for ',
          ...occurrence(event.data.occurrenceId),
        ];
    }
  },
  names: {
    ClassAdded: (event) => [{ kind: 'class', id: event.data.classId, name: event.data.name }],
    ClassChanged: (event) => [{ kind: 'class', id: event.data.classId, name: event.data.name }],
    // Worded again in the reader's language by the audit page (issue 46): keep its shape or change both.
    ClassSessionScheduled: (event) => [
      { kind: 'class-session', id: event.data.sessionId, name: `${event.data.startTime} class` },
    ],
  },
});
