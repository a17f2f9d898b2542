import { defineTopic } from '@gym/kernel/realtime/realtime-contract';

/** The classes a check-in may name. */
export const CLASSES_TOPIC = defineTopic('classes', 'authenticated');
/** The timetable, its occurrences, bookings and attendance (issue 47). */
export const TIMETABLE_TOPIC = defineTopic('timetable', 'canViewMembers');
