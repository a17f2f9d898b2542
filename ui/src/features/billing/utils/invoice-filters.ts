import { invoiceListQuery } from '@gym/modules/finance/billing/invoice-contracts';
import { dateRangeField, filterQuery, selectField, textField } from '../../../lib/address-filters';
import type { AddressValues } from '../../../lib/address-filters';
import type { InvoiceListQuery } from '../../../lib/api/get-invoices';

export type InvoiceStatusQuery = 'outstanding' | 'past_due' | 'paid' | 'void';

export interface InvoiceFilter {
  value: 'all' | InvoiceStatusQuery;
  /** The id of its name in the billing catalogue. */
  label: string;
  status: InvoiceStatusQuery | undefined;
}

/** The billing page's filters: outstanding = unpaid or partly paid; past due = still owed after the due date. */
export const INVOICE_FILTERS: readonly InvoiceFilter[] = [
  { value: 'all', label: 'billing.filter.all', status: undefined },
  { value: 'outstanding', label: 'billing.filter.outstanding', status: 'outstanding' },
  { value: 'past_due', label: 'billing.filter.pastDue', status: 'past_due' },
  { value: 'paid', label: 'billing.filter.paid', status: 'paid' },
  { value: 'void', label: 'billing.filter.void', status: 'void' },
];

/** The filter named in the address, "All" for anything else. */
export function invoiceFilterFrom(value: string | null): InvoiceFilter {
  return INVOICE_FILTERS.find((filter) => filter.value === value) ?? INVOICE_FILTERS[0]!;
}

const shape = invoiceListQuery.shape;

/** How the address keeps the invoice list's filters (`?status=…&search=…&method=…&type=…&from=…&to=…&staff=…`). */
export const INVOICE_LIST_FIELDS = {
  search: textField('search'),
  method: selectField('method', shape.method.unwrap()),
  type: selectField('type', shape.type.unwrap()),
  issued: dateRangeField(),
  staff: textField('staff'),
  status: selectField(
    'status',
    INVOICE_FILTERS.flatMap((filter) => filter.status ?? []),
  ),
};

export type InvoiceListFilters = AddressValues<typeof INVOICE_LIST_FIELDS>;

/** GET /api/invoices for the filters and the page's keyset cursor. */
export function invoiceListQueryOf(
  filters: InvoiceListFilters,
  cursor: string | undefined,
  pageSize: number,
): InvoiceListQuery {
  return { ...filterQuery({ ...filters, cursor }), pageSize };
}
