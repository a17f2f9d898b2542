import { defineTopic } from '@gym/kernel/realtime/realtime-contract';

/** Roles and staff accounts. */
export const ACCOUNTS_TOPIC = defineTopic('accounts', 'canManageSettings');
