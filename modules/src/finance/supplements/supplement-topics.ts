import { defineTopic } from '@gym/kernel/realtime/realtime-contract';

/** The catalogue, stock on hand (low-stock alerts), sales and returns. */
export const SUPPLEMENTS_TOPIC = defineTopic('supplements', 'canViewFinancials');
