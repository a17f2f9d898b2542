import { defineTopic } from '@gym/kernel/realtime/realtime-contract';

/** Employees and their documents (their queries answer by the reader's flags: salaries only with canEditStaff). */
export const STAFF_TOPIC = defineTopic('staff', 'canViewStaff');
