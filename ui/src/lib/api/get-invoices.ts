import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { invoiceListAnswer } from '@gym/modules/finance/billing/invoice-contracts';
import type { invoiceListQuery } from '@gym/modules/finance/billing/invoice-contracts';
import { apiGet } from '../api-client';
import type { GetOptions } from '../api-client';
import { queryString } from './query-string';

export type InvoiceListQuery = z.input<typeof invoiceListQuery>;

/** The realtime topic `invoices` invalidates this prefix (and the members'). */
export const invoicesQueryKey = ['invoices'] as const;

/**
 * GET /api/invoices: invoices, newest first, each with its payments. The billing page and a member's billing list
 * them; the refund page finds the invoice to refund on.
 */
export function getInvoices(query: InvoiceListQuery, options: GetOptions = {}) {
  return apiGet(`/api/invoices${queryString(query)}`, invoiceListAnswer, options);
}

export function invoicesQueryOptions(query: InvoiceListQuery) {
  return queryOptions({
    queryKey: [...invoicesQueryKey, 'list', query],
    queryFn: ({ signal, queryKey }) => getInvoices(query, { signal, queryKey }),
    placeholderData: keepPreviousData,
  });
}

export function useInvoices(query: InvoiceListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...invoicesQueryOptions(query), enabled });
}
