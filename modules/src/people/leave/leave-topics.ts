import { defineTopic } from '@gym/kernel/realtime/realtime-contract';

/** Leave requests, the team calendar and balances (answers are cut to the reader's own record without canEditStaff). */
export const LEAVE_TOPIC = defineTopic('leave', 'canViewStaff');
