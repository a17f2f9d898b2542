export type InvoiceStatusQuery = 'outstanding' | 'past_due' | 'paid' | 'void';

export interface InvoiceFilter {
  value: 'all' | InvoiceStatusQuery;
  label: string;
  status: InvoiceStatusQuery | undefined;
}

/** The billing page's filters: outstanding = unpaid or partly paid; past due = still owed after the due date. */
export const INVOICE_FILTERS: readonly InvoiceFilter[] = [
  { value: 'all', label: 'All', status: undefined },
  { value: 'outstanding', label: 'Outstanding', status: 'outstanding' },
  { value: 'past_due', label: 'Past due', status: 'past_due' },
  { value: 'paid', label: 'Paid', status: 'paid' },
  { value: 'void', label: 'Void', status: 'void' },
];

/** The filter named in the address, "All" for anything else. */
export function invoiceFilterFrom(value: string | null): InvoiceFilter {
  return INVOICE_FILTERS.find((filter) => filter.value === value) ?? INVOICE_FILTERS[0]!;
}
