import { defineTopic } from '@gym/kernel/realtime/realtime-contract';

/** Members: lists, a member's record and history. */
export const MEMBERS_TOPIC = defineTopic('members', 'canViewMembers');
