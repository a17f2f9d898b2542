import { defineTopic } from '@gym/kernel/realtime/realtime-contract';

/** The monthly money report and the dashboard's "This month's result" card (money figures: canViewFinancials). */
export const MONEY_REPORT_TOPIC = defineTopic('money-report', 'canViewFinancials');
