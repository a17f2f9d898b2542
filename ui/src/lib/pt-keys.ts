import type { QueryKey } from '@tanstack/react-query';

/**
 * What a PT sale or balance payment changes: the packages, the trainers' figures, the dashboard (PT totals, past
 * due, collections), and the invoices and members' lists (a PT invoice is an invoice of the member).
 */
export const PT_SALE_KEYS: readonly QueryKey[] = [
  ['personal-trainings'],
  ['trainers'],
  ['stats'],
  ['invoices'],
  ['members'],
];
