import { defineTopic } from '@gym/kernel/realtime/realtime-contract';

/** Plans saved to members (read on the member's page and the advisor page). */
export const ADVISOR_TOPIC = defineTopic('fitness-plans', 'canViewMembers');
