import { defineTopic } from '@gym/kernel/realtime/realtime-contract';

/** Till sessions and their cash movements. */
export const PETTY_CASH_TOPIC = defineTopic('petty-cash', 'canViewFinancials');
