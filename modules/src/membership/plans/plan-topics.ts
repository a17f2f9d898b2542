import { defineTopic } from '@gym/kernel/realtime/realtime-contract';

/** Membership plans: forms everywhere offer them. */
export const PLANS_TOPIC = defineTopic('plans', 'authenticated');
