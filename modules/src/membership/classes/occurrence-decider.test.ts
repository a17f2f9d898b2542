import { describe, it } from 'vitest';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { DEFAULT_BOOKING_RULES } from './class-events.js';
import type { BookingRules, OccurrenceEvent } from './class-events.js';
import { occurrenceDecider } from './occurrence-decider.js';
import type { MemberFacts, OccurrenceCommand, OccurrenceFacts } from './occurrence-decider.js';

const spec = deciderSpec(occurrenceDecider);
const O = 's1.2026-12-10';
// Thursday 10 December 2026, 18:00 in Qatar (15:00Z), 60 minutes, 3 seats.
const facts: OccurrenceFacts = {
  occurrenceId: O,
  day: '2026-12-10',
  classId: 'yoga',
  className: 'Yoga',
  startTime: '18:00',
  durationMinutes: 60,
  capacity: 3,
  room: 'Studio 1',
  gender: 'mixed',
  timeZone: 'Asia/Qatar',
  closedReason: null,
};
const rules: BookingRules = { ...DEFAULT_BOOKING_RULES, waitlistCap: 2 };
const member: MemberFacts = {
  verdict: { ok: true },
  gender: 'female',
  allowedClasses: [],
  otherBookings: [],
  creditsLeft: null,
};
/** The day before, at noon in Qatar: inside the booking window. */
const NOON_BEFORE = new Date('2026-12-09T09:00:00Z');

const book = (memberId: string, overrides: Partial<Extract<OccurrenceCommand, { type: 'Book' }>> = {}) =>
  ({
    type: 'Book',
    bookingId: `b-${memberId}`,
    memberId,
    member,
    rules,
    now: NOON_BEFORE,
    facts,
    ...overrides,
  }) as OccurrenceCommand;
const booked = (memberId: string): OccurrenceEvent => ({
  type: 'ClassBooked',
  data: { occurrenceId: O, memberId, bookingId: `b-${memberId}` },
});
const waitlisted = (memberId: string): OccurrenceEvent => ({
  type: 'ClassWaitlisted',
  data: { occurrenceId: O, memberId, bookingId: `b-${memberId}` },
});
const full = [booked('m1'), booked('m2'), booked('m3')];

describe('class occurrence decider: booking', () => {
  it('books a member into a free seat', () => {
    spec
      .given([])
      .when(book('m1'))
      .then([booked('m1')]);
  });

  it('puts a member on the waitlist when the class is full, and refuses when the waitlist is at its cap', () => {
    spec
      .given(full)
      .when(book('m4'))
      .then([waitlisted('m4')]);
    spec
      .given([...full, waitlisted('m4'), waitlisted('m5')])
      .when(book('m6'))
      .thenRefused(409, 'This class is full and its waitlist too.', 'class_booking.full');
  });

  it('refuses the waitlist when its cap is 0', () => {
    spec
      .given(full)
      .when(book('m4', { rules: { ...rules, waitlistCap: 0 } }))
      .thenRefused(409, /full/, 'class_booking.full');
  });

  it('never books more than the seats: the fourth of three is waitlisted', () => {
    spec
      .given([booked('m1'), booked('m2')])
      .when(book('m3'))
      .then([booked('m3')]);
    spec
      .given(full)
      .when(book('m9'))
      .then([waitlisted('m9')]);
  });

  it('refuses a cancelled occurrence', () => {
    spec
      .given([{ type: 'ClassOccurrenceCancelled', data: { occurrenceId: O, reason: 'Coach ill' } }])
      .when(book('m1'))
      .thenRefused(409, 'This class was cancelled.', 'class_booking.cancelled');
  });

  it('refuses a day the classes are closed', () => {
    spec
      .given([])
      .when(book('m1', { facts: { ...facts, closedReason: 'National Day' } }))
      .thenRefused(409, 'Classes are closed that day: National Day', 'class_booking.closed');
  });

  it('refuses an occurrence that has started', () => {
    spec
      .given([])
      .when(book('m1', { now: new Date('2026-12-10T15:00:00Z') }))
      .thenRefused(409, 'This class has already started.', 'class_booking.started');
  });

  it('refuses before the booking window opens, saying when it opens', () => {
    spec
      .given([])
      .when(book('m1', { now: new Date('2026-12-02T09:00:00Z') }))
      .thenRefused(409, 'Booking opens on 2026-12-03 at 18:00.', 'class_booking.not_open');
  });

  it('refuses after the booking window closes', () => {
    spec
      .given([])
      .when(book('m1', { now: new Date('2026-12-10T14:30:00Z') }))
      .thenRefused(409, 'Booking closed 60 minutes before the start.', 'class_booking.window_closed');
  });

  it('refuses a member already booked or waitlisted', () => {
    spec
      .given([booked('m1')])
      .when(book('m1'))
      .thenRefused(409, 'The member is already booked in this class.', 'class_booking.already_booked');
    spec
      .given([...full, waitlisted('m4')])
      .when(book('m4'))
      .thenRefused(409, /already on the waitlist/, 'class_booking.already_waitlisted');
  });

  it('books again a member who cancelled', () => {
    spec
      .given([
        booked('m1'),
        { type: 'ClassBookingCancelled', data: { occurrenceId: O, memberId: 'm1', late: false, waitlisted: false } },
      ])
      .when(book('m1'))
      .then([booked('m1')]);
  });

  it("refuses with the door's verdict: expired, frozen or not started on the occurrence's day", () => {
    for (const [reason, params, sentence] of [
      ['expired', { date: '2026-12-01' }, 'The membership expired on 2026-12-01.'],
      ['frozen', { until: '2026-12-20', expiryDate: '2027-01-01' }, /frozen until 2026-12-20/],
      ['not_started', { date: '2026-12-15' }, 'The membership starts on 2026-12-15.'],
      ['cancelled', { date: '2026-12-01' }, 'The membership was cancelled on 2026-12-01.'],
    ] as const) {
      spec
        .given([])
        .when(
          book('m1', {
            member: {
              ...member,
              verdict: { ok: false, reason, params, message: '', expiryDate: null },
            },
          }),
        )
        .thenRefused(409, sentence, `check_in.${reason}`);
    }
  });

  it("refuses a class the member's plan does not include; an empty list includes all", () => {
    spec
      .given([])
      .when(book('m1', { member: { ...member, allowedClasses: ['boxing'] } }))
      .thenRefused(409, "The member's plan does not include Yoga.", 'class_booking.class_not_in_plan');
    spec
      .given([])
      .when(book('m1', { member: { ...member, allowedClasses: ['boxing', 'yoga'] } }))
      .then([booked('m1')]);
  });

  it("refuses a member whose gender does not fit the session's; a member without gender only mixed", () => {
    const ladies = { ...facts, gender: 'ladies' as const };
    const gents = { ...facts, gender: 'gents' as const };
    spec
      .given([])
      .when(book('m1', { facts: gents }))
      .thenRefused(409, 'This class is for gents only.', 'class_booking.gender');
    spec
      .given([])
      .when(book('m1', { facts: ladies, member: { ...member, gender: 'male' } }))
      .thenRefused(409, 'This class is for ladies only.', 'class_booking.gender');
    spec
      .given([])
      .when(book('m1', { facts: ladies, member: { ...member, gender: null } }))
      .thenRefused(409, /for ladies only/);
    spec
      .given([])
      .when(book('m1', { facts: ladies }))
      .then([booked('m1')]);
    spec
      .given([])
      .when(book('m1', { member: { ...member, gender: null } }))
      .then([booked('m1')]);
  });

  it('refuses a member booked in another occurrence at an overlapping time, not one just before', () => {
    const other = (startsAt: string, endsAt: string) => ({
      ...member,
      otherBookings: [{ occurrenceId: 's2.2026-12-10', className: 'Spinning', startsAt, endsAt }],
    });
    spec
      .given([])
      .when(book('m1', { member: other('2026-12-10T14:30:00Z', '2026-12-10T15:30:00Z') }))
      .thenRefused(409, 'The member is booked in Spinning at 17:30, at the same time.', 'class_booking.overlap');
    spec
      .given([])
      .when(book('m1', { member: other('2026-12-10T14:00:00Z', '2026-12-10T15:00:00Z') }))
      .then([booked('m1')]);
  });

  it('refuses a pack without credits left', () => {
    spec
      .given([])
      .when(book('m1', { member: { ...member, creditsLeft: 0 } }))
      .thenRefused(409, 'The member has no class credits left.', 'class_booking.no_credits');
    spec
      .given([])
      .when(book('m1', { member: { ...member, creditsLeft: 1 } }))
      .then([booked('m1')]);
  });
});

describe('class occurrence decider: cancelling and the waitlist', () => {
  const cancel = (memberId: string, now = NOON_BEFORE): OccurrenceCommand => ({
    type: 'CancelBooking',
    memberId,
    rules,
    now,
    facts,
  });
  const cancelled = (memberId: string, late = false, wasWaitlisted = false): OccurrenceEvent => ({
    type: 'ClassBookingCancelled',
    data: { occurrenceId: O, memberId, late, waitlisted: wasWaitlisted },
  });

  it('cancels a booked seat and promotes the first waitlisted member in the same decision', () => {
    spec
      .given([...full, waitlisted('m4'), waitlisted('m5')])
      .when(cancel('m2'))
      .then([cancelled('m2'), { type: 'ClassWaitlistPromoted', data: { occurrenceId: O, memberId: 'm4' } }]);
  });

  it('cancels a place on the waitlist without promoting anyone', () => {
    spec
      .given([...full, waitlisted('m4'), waitlisted('m5')])
      .when(cancel('m4'))
      .then([cancelled('m4', false, true)]);
  });

  it('records a cancellation after the deadline as late', () => {
    spec
      .given([booked('m1')])
      .when(cancel('m1', new Date('2026-12-10T13:30:00Z')))
      .then([cancelled('m1', true)]);
  });

  it('refuses to cancel what the member does not hold, and after the start', () => {
    spec
      .given([])
      .when(cancel('m1'))
      .thenRefused(409, /no booking/, 'class_booking.not_booked');
    spec
      .given([booked('m1')])
      .when(cancel('m1', new Date('2026-12-10T15:10:00Z')))
      .thenRefused(409, /already started/, 'class_booking.started');
  });
});

describe('class occurrence decider: one-off changes, attendance and no-shows', () => {
  const timed = { now: NOON_BEFORE, facts };

  it('ends an occurrence whose series ended: cancelled, every booked and waiting place released in time', () => {
    const released = (memberId: string, onWaitlist: boolean): OccurrenceEvent => ({
      type: 'ClassBookingCancelled',
      data: { occurrenceId: O, memberId, late: false, waitlisted: onWaitlist },
    });
    const cancelledAt = {
      type: 'ClassBookingCancelled' as const,
      data: { occurrenceId: O, memberId: 'm2', late: true, waitlisted: false },
    };
    spec
      .given([...full, waitlisted('m4'), cancelledAt])
      .when({ type: 'EndOccurrence', reason: 'Taken off the timetable', ...timed })
      .then([
        {
          type: 'ClassOccurrenceCancelled',
          data: { occurrenceId: O, reason: 'Taken off the timetable', seriesEnded: true },
        },
        released('m1', false),
        released('m3', false),
        released('m4', true),
      ]);
    // Cancelled before as a one-off: its places are released, the occurrence is not cancelled twice.
    spec
      .given([booked('m1'), { type: 'ClassOccurrenceCancelled', data: { occurrenceId: O, reason: 'Coach ill' } }])
      .when({ type: 'EndOccurrence', reason: 'Taken off the timetable', ...timed })
      .then([released('m1', false)]);
    spec
      .given([booked('m1')])
      .when({ type: 'EndOccurrence', reason: 'Taken off the timetable', now: new Date('2026-12-10T15:01:00Z'), facts })
      .thenRefused(409, /already started/, 'class_occurrence.started');
    // Nobody booked yet: it is cancelled all the same, so a booking decided on the stream as it was must decide again.
    spec
      .given([])
      .when({ type: 'EndOccurrence', reason: 'Taken off the timetable', ...timed })
      .then([
        {
          type: 'ClassOccurrenceCancelled',
          data: { occurrenceId: O, reason: 'Taken off the timetable', seriesEnded: true },
        },
      ]);
  });

  it('refuses a booking once its series ended, even when the timetable it was decided on still ran it', () => {
    // Given the series ended (the occurrence's stream says so), when a booking comes with the facts of the timetable
    // read before the end (the day still on it), then it is refused and nothing is booked.
    spec
      .given([
        {
          type: 'ClassOccurrenceCancelled',
          data: { occurrenceId: O, reason: 'Taken off the timetable', seriesEnded: true },
        },
      ])
      .when(book('m1'))
      .thenRefused(409, 'This class was taken off the timetable.', 'class_booking.series_ended');
  });

  it('cancels an occurrence once, and refuses changes after it started', () => {
    spec
      .given([])
      .when({ type: 'CancelOccurrence', reason: 'Coach ill', ...timed })
      .then([{ type: 'ClassOccurrenceCancelled', data: { occurrenceId: O, reason: 'Coach ill' } }]);
    spec
      .given([{ type: 'ClassOccurrenceCancelled', data: { occurrenceId: O, reason: 'x' } }])
      .when({ type: 'CancelOccurrence', reason: 'again', ...timed })
      .thenRefused(409, /already cancelled/, 'class_occurrence.already_cancelled');
    spec
      .given([])
      .when({
        type: 'MoveOccurrence',
        startTime: '19:00',
        room: 'Studio 2',
        now: new Date('2026-12-10T15:01:00Z'),
        facts,
      })
      .thenRefused(409, /already started/, 'class_occurrence.started');
  });

  it('moves an occurrence; the move decides the start of later bookings', () => {
    const moved: OccurrenceEvent = {
      type: 'ClassOccurrenceMoved',
      data: { occurrenceId: O, startTime: '20:00', room: 'Studio 2' },
    };
    spec
      .given([])
      .when({ type: 'MoveOccurrence', startTime: '20:00', room: 'Studio 2', ...timed })
      .then([moved]);
    // 18:30 is inside the closing hour of 18:00, but not of 20:00.
    spec
      .given([moved])
      .when(book('m1', { now: new Date('2026-12-10T15:30:00Z') }))
      .then([booked('m1')]);
  });

  it("follows its session's new start or room, unless a one-off change of the day stands", () => {
    const follow = (startTime: string, room: string, now = timed.now): OccurrenceCommand => ({
      type: 'FollowSession',
      startTime,
      room,
      now,
      facts,
    });
    const retimed: OccurrenceEvent = {
      type: 'ClassOccurrenceRetimed',
      data: { occurrenceId: O, startTime: '19:00', room: 'Studio 1' },
    };
    // Recorded with nobody booked yet too: the stream's version is what a booking in the same instant meets.
    spec.given([]).when(follow('19:00', 'Studio 1')).then([retimed]);
    spec
      .given(full)
      .when(follow('18:00', 'Studio 3'))
      .then([{ type: 'ClassOccurrenceRetimed', data: { occurrenceId: O, startTime: '18:00', room: 'Studio 3' } }]);
    spec.given(full).when(follow('18:00', 'Studio 1')).thenNothing();
    spec
      .given([{ type: 'ClassOccurrenceMoved', data: { occurrenceId: O, startTime: '20:00', room: 'Studio 2' } }])
      .when(follow('19:00', 'Studio 1'))
      .thenNothing();
    spec
      .given([{ type: 'ClassOccurrenceCancelled', data: { occurrenceId: O, reason: 'Coach ill' } }])
      .when(follow('19:00', 'Studio 1'))
      .thenNothing();
    spec
      .given([])
      .when(follow('19:00', 'Studio 1', new Date('2026-12-10T15:01:00Z')))
      .thenNothing();
    // The times come from the session: at 17:30 booking for 18:00 has closed, for 19:00 it is open.
    spec
      .given([retimed])
      .when(book('m1', { now: new Date('2026-12-10T14:30:00Z'), facts: { ...facts, startTime: '19:00' } }))
      .then([booked('m1')]);
  });

  it('substitutes the instructor', () => {
    const instructor = { kind: 'trainer' as const, id: 't1', name: 'Coach Sami' };
    spec
      .given([])
      .when({ type: 'SubstituteInstructor', instructor, ...timed })
      .then([{ type: 'ClassInstructorSubstituted', data: { occurrenceId: O, instructor } }]);
  });

  it('refuses a capacity below the booked count; more seats go to the waitlist', () => {
    spec
      .given(full)
      .when({ type: 'ChangeCapacity', capacity: 2, ...timed })
      .thenRefused(
        409,
        '3 members are booked: the capacity cannot be lower.',
        'class_occurrence.capacity_below_booked',
      );
    spec
      .given([...full, waitlisted('m4'), waitlisted('m5')])
      .when({ type: 'ChangeCapacity', capacity: 4, ...timed })
      .then([
        { type: 'ClassCapacityChanged', data: { occurrenceId: O, capacity: 4 } },
        { type: 'ClassWaitlistPromoted', data: { occurrenceId: O, memberId: 'm4' } },
      ]);
  });

  it('records attendance of a booked member once; a walk-in takes a free seat, refused when full', () => {
    const attend = (memberId: string, creditsLeft: number | null = null): OccurrenceCommand => ({
      type: 'RecordAttendance',
      memberId,
      checkInId: `c-${memberId}`,
      facts,
      creditsLeft,
    });
    const attended = (memberId: string, wasBooked: boolean): OccurrenceEvent => ({
      type: 'ClassAttended',
      data: { occurrenceId: O, memberId, checkInId: `c-${memberId}`, booked: wasBooked },
    });
    spec
      .given([booked('m1')])
      .when(attend('m1'))
      .then([attended('m1', true)]);
    spec
      .given([booked('m1'), attended('m1', true)])
      .when(attend('m1'))
      .thenNothing();
    spec
      .given([booked('m1')])
      .when(attend('m7'))
      .then([attended('m7', false)]);
    spec.given(full).when(attend('m7')).thenRefused(409, /full/, 'class_booking.full_no_booking');
    // A pack: a walk-in uses a credit (refused without one); a booking already holds its credit.
    spec
      .given([booked('m1')])
      .when(attend('m7', 0))
      .thenRefused(409, 'The member has no class credits left.', 'class_booking.no_credits');
    spec
      .given([booked('m1')])
      .when(attend('m7', 1))
      .then([attended('m7', false)]);
    spec
      .given([booked('m1')])
      .when(attend('m1', 0))
      .then([attended('m1', true)]);
  });

  it('records booked members without attendance as no-shows after the end, once', () => {
    const after = { type: 'RecordNoShows' as const, now: new Date('2026-12-10T16:01:00Z'), facts };
    const attended: OccurrenceEvent = {
      type: 'ClassAttended',
      data: { occurrenceId: O, memberId: 'm2', checkInId: 'c', booked: true },
    };
    const noShow = (memberId: string): OccurrenceEvent => ({
      type: 'ClassNoShowRecorded',
      data: { occurrenceId: O, memberId },
    });
    spec
      .given([...full, attended])
      .when(after)
      .then([noShow('m1'), noShow('m3')]);
    spec
      .given([...full, attended, noShow('m1'), noShow('m3')])
      .when(after)
      .thenNothing();
    spec
      .given(full)
      .when({ ...after, now: new Date('2026-12-10T15:59:00Z') })
      .thenNothing();
  });
});
