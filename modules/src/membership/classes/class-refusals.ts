import { defineRefusals } from '@gym/kernel/commands/refusal-codes';

/** What the classes area refuses (issue 46, item 4; issue 47). */
export const classRefusals = defineRefusals('class', {
  name_taken: 'A class named "{name}" already exists.',
  not_found: 'Class not found',
  in_use: 'Sessions on the timetable still use this class: end them first.',
});

/** The weekly sessions and closures of the timetable. */
export const sessionRefusals = defineRefusals('class_session', {
  not_found: 'Class session not found',
  instructor_not_found: 'That instructor is not on the staff or the trainers.',
  closure_not_found: 'Closure not found',
  closure_order: 'A closure ends on or after the day it starts.',
  effective_past: 'A change applies from today or a later day: classes held before keep what they were.',
});

/** Bookings (issue 47, item 2): each rule of the contract's "Booking rules". */
export const bookingRefusals = defineRefusals('class_booking', {
  cancelled: 'This class was cancelled.',
  series_ended: 'This class was taken off the timetable.',
  closed: 'Classes are closed that day: {reason}',
  started: 'This class has already started.',
  not_open: 'Booking opens on {date} at {time}.',
  window_closed: 'Booking closed {minutes, plural, one {# minute} other {# minutes}} before the start.',
  class_not_in_plan: "The member's plan does not include {className}.",
  gender: 'This class is {gender, select, ladies {for ladies only} other {for gents only}}.',
  already_booked: 'The member is already booked in this class.',
  already_waitlisted: 'The member is already on the waitlist of this class.',
  overlap: 'The member is booked in {className} at {time}, at the same time.',
  no_credits: 'The member has no class credits left.',
  full: 'This class is full and its waitlist too.',
  not_booked: 'The member has no booking in this class.',
  full_no_booking: 'This class is full and the member has no booking in it.',
});

/** One-off changes to one occurrence. */
export const occurrenceRefusals = defineRefusals('class_occurrence', {
  not_found: 'Class occurrence not found',
  already_cancelled: 'This class is already cancelled.',
  started: 'This class has already started: it can no longer be changed.',
  range: 'Ask for at most {days, plural, one {# day} other {# days}}, from one day to the same or a later one.',
  capacity_below_booked:
    '{booked, plural, one {# member is booked} other {# members are booked}}: the capacity cannot be lower.',
});
