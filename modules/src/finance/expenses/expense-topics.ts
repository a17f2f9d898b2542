import { defineTopic } from '@gym/kernel/realtime/realtime-contract';

/** Expenses and their approvals. */
export const EXPENSES_TOPIC = defineTopic('expenses', 'canViewFinancials');
