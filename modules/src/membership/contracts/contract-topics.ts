import { defineTopic } from '@gym/kernel/realtime/realtime-contract';

/** The membership terms and the members' signed contracts (the member page and Settings read them). */
export const CONTRACTS_TOPIC = defineTopic('contracts', 'canViewMembers');
