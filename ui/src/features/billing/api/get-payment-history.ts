import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentHistoryAnswer } from '@gym/modules/finance/billing/payment-history-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import { invoicesQueryKey } from '../../../lib/api/get-invoices';

/** Whose money history: one invoice or one member. */
export type PaymentHistorySubject = { invoiceId: string } | { memberId: string };

export const paymentHistorySearch = (of: PaymentHistorySubject) =>
  new URLSearchParams('invoiceId' in of ? { invoiceId: of.invoiceId } : { memberId: of.memberId }).toString();

/** The CSV download of the same history (a plain link: the session cookie authenticates it). */
export const paymentHistoryCsvUrl = (of: PaymentHistorySubject) =>
  `/api/payment-history/csv?${paymentHistorySearch(of)}`;

/** Every issue, payment, refund and void of an invoice or a member, oldest first, with the running balance. */
export function getPaymentHistory(of: PaymentHistorySubject, options: GetOptions = {}) {
  return apiGet(`/api/payment-history?${paymentHistorySearch(of)}`, paymentHistoryAnswer, options);
}

export function paymentHistoryQueryOptions(of: PaymentHistorySubject) {
  return queryOptions({
    // Under the invoices key: the `invoices` topic refreshes it when money moves.
    queryKey: [...invoicesQueryKey, 'history', of],
    queryFn: ({ signal, queryKey }) => getPaymentHistory(of, { signal, queryKey }),
  });
}

export function usePaymentHistory(of: PaymentHistorySubject) {
  return useQuery(paymentHistoryQueryOptions(of));
}
