import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { formatMoney } from '@gym/kernel/contracts/format';
import { PAYMENT_METHOD_LABELS } from '@gym/modules/finance/billing/invoice-contracts';
import { CursorPager } from '../../../components/data-table/cursor-pager';
import { useCursorPager } from '../../../components/data-table/use-cursor-pager';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { FilterBar } from '../../../components/filter-bar/filter-bar';
import type { FilterControl } from '../../../components/filter-bar/filter-controls';
import { PrintButton } from '../../../components/print-button';
import { FileLink } from '../../../components/ui/file-link';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { useAddressFilters } from '../../../hooks/use-address-filters';
import { useGymToday } from '../../../hooks/use-gym-today';
import { useCan } from '../../../hooks/use-session-user';
import { errorMessage } from '../../../lib/api-client';
import { invoicesFileUrl } from '../api/billing-files';
import { useInvoices } from '../../../lib/api/get-invoices';
import { DebtReport } from '../components/debt-report';
import { InvoiceList } from '../components/invoice-list';
import { INVOICE_FILTERS, INVOICE_LIST_FIELDS, invoiceFilterFrom, invoiceListQueryOf } from '../utils/invoice-filters';
import type { InvoiceListFilters } from '../utils/invoice-filters';

const PAGE_SIZE = 25;
const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const CONTROLS: FilterControl<InvoiceListFilters>[] = [
  { kind: 'search', key: 'search', label: 'Search', hint: 'Member name, phone or invoice number' },
  { kind: 'select', key: 'method', label: 'Method', allLabel: 'All', options: optionsOf(PAYMENT_METHOD_LABELS) },
  {
    kind: 'select',
    key: 'type',
    label: 'Type',
    allLabel: 'All',
    options: optionsOf({ membership: 'Membership', PT: 'Personal training', other: 'Other' }),
  },
  { kind: 'dateRange', key: 'issued', label: 'Issued', fromLabel: 'From', toLabel: 'To' },
  { kind: 'search', key: 'staff', label: 'Staff' },
  {
    kind: 'toggle',
    key: 'status',
    label: 'Show invoices',
    allLabel: 'All',
    options: INVOICE_FILTERS.flatMap((option) => (option.status ? [option] : [])),
  },
];

/**
 * /billing (canViewFinancials): invoices with search, filters and the filter's totals, paged by keyset (Next and
 * Previous keep the cursors seen), payments and voids for those allowed; and the debt report.
 */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = searchParams.get('view') === 'debts' ? 'debts' : 'invoices';
  const filters = useAddressFilters(INVOICE_LIST_FIELDS);
  const filter = invoiceFilterFrom(filters.values.status ?? null);
  const today = useGymToday();
  const canEdit = useCan('canEditFinancials');
  // Keyset paging keeps the cursors seen; a new filter starts again at the first page.
  const pager = useCursorPager(filters.filterKey);
  const query = invoiceListQueryOf(filters.values, pager.cursor, PAGE_SIZE);
  const invoices = useInvoices(query, { enabled: view === 'invoices' });
  const printed = useRef<HTMLDivElement>(null);

  // The view is not a filter: switching adds an address entry (Back returns) and keeps the filters.
  const showView = (next: 'invoices' | 'debts') => {
    const params = new URLSearchParams(searchParams);
    if (next === 'debts') params.set('view', 'debts');
    else params.delete('view');
    setSearchParams(params);
  };

  const invoicesPanel = (
    <>
      <FilterBar label="Find invoices" state={filters} controls={CONTROLS} />
      <div role="group" aria-label="Export invoices" className="mb-4 flex flex-wrap gap-2">
        <FileLink href={invoicesFileUrl(query, 'invoices', 'csv')}>Invoices CSV</FileLink>
        <FileLink href={invoicesFileUrl(query, 'invoices', 'excel')}>Invoices Excel</FileLink>
        <FileLink href={invoicesFileUrl(query, 'payments', 'csv')}>Payments CSV</FileLink>
        <FileLink href={invoicesFileUrl(query, 'payments', 'excel')}>Payments Excel</FileLink>
        <PrintButton target={printed} label="Print invoices" disabled={!invoices.data} />
      </div>
      {invoices.isPending ? (
        <SectionLoading text="Loading invoices..." />
      ) : invoices.isError ? (
        <SectionError message={errorMessage(invoices.error)} onRetry={() => void invoices.refetch()} />
      ) : (
        <div ref={printed} aria-busy={invoices.isPlaceholderData || undefined} className="grid gap-4">
          <h2 className="hidden text-lg font-semibold print:block">Invoices: {filter.label.toLowerCase()}</h2>
          <p className="text-sm text-slate-800" data-testid="invoice-totals">
            {invoices.data.total} invoices · Billed <strong>{formatMoney(invoices.data.totals.amount)}</strong> · Paid{' '}
            <strong>{formatMoney(invoices.data.totals.paid)}</strong> · Due{' '}
            <strong>{formatMoney(invoices.data.totals.due)}</strong>
          </p>
          <InvoiceList
            invoices={invoices.data.data}
            caption={`Invoices: ${filter.label.toLowerCase()}, newest first`}
            today={today}
            showMember
            canEdit={canEdit}
          />
          <CursorPager pager={pager} nextCursor={invoices.data.nextCursor} label="Pages of invoices" />
        </div>
      )}
    </>
  );

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title="Billing" />
      <Tabs
        label="Billing view"
        look="underline"
        selected={view}
        onSelect={(key) => showView(key === 'debts' ? 'debts' : 'invoices')}
        tabs={[
          { key: 'invoices', label: 'Invoices', content: invoicesPanel },
          { key: 'debts', label: 'Debt report', content: <DebtReport /> },
        ]}
      />
    </div>
  );
}
