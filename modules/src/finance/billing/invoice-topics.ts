import { defineTopic } from '@gym/kernel/realtime/realtime-contract';

/** Invoices and payments. */
export const INVOICES_TOPIC = defineTopic('invoices', 'canViewFinancials');
