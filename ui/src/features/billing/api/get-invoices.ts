import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { invoiceListAnswer } from '@gym/modules/finance/billing/invoice-contracts';
import type { invoiceListQuery } from '@gym/modules/finance/billing/invoice-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';

export type InvoiceListQuery = z.input<typeof invoiceListQuery>;

export const invoiceList = invoiceListAnswer;

/** The realtime topic `invoices` invalidates this prefix (and the members'). */
export const invoicesQueryKey = ['invoices'] as const;

export function invoiceListSearch(query: InvoiceListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Invoices, newest first, each with its payments. */
export function getInvoices(query: InvoiceListQuery, options: GetOptions = {}) {
  return apiGet(`/api/invoices${invoiceListSearch(query)}`, invoiceList, options);
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
