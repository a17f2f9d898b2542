import { defineTopic } from '@gym/kernel/realtime/realtime-contract';

/** Visits: a day's check-ins and a member's last visit. */
export const CHECK_INS_TOPIC = defineTopic('check-ins', 'canViewMembers');
