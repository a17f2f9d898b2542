import { Download } from 'lucide-react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { formatMoney } from '@gym/kernel/contracts/format';
import { PAYMENT_METHOD_LABELS } from '@gym/modules/finance/billing/invoice-contracts';
import { CursorPager } from '../../../components/data-table/cursor-pager';
import { useCursorPager } from '../../../components/data-table/use-cursor-pager';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { PrintButton } from '../../../components/print-button';
import { buttonClasses } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useGymToday } from '../../../hooks/use-gym-today';
import { useCan } from '../../../hooks/use-session-user';
import { errorMessage } from '../../../lib/api-client';
import { invoicesFileUrl } from '../api/billing-files';
import { useInvoices } from '../api/get-invoices';
import { DebtReport } from '../components/debt-report';
import { InvoiceList } from '../components/invoice-list';
import { INVOICE_FILTERS, invoiceFilterFrom } from '../utils/invoice-filters';
import type { InvoiceFilter } from '../utils/invoice-filters';

const PAGE_SIZE = 25;
const FIELDS = ['search', 'method', 'type', 'from', 'to', 'staff'] as const;
type Field = (typeof FIELDS)[number];

/**
 * /billing (canViewFinancials): invoices with search, filters and the filter's totals, paged by keyset (Next and
 * Previous keep the cursors seen), payments and voids for those allowed; and the debt report.
 */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = searchParams.get('view') === 'debts' ? 'debts' : 'invoices';
  const filter = invoiceFilterFrom(searchParams.get('status'));
  const fields = Object.fromEntries(FIELDS.map((name) => [name, searchParams.get(name) ?? ''])) as Record<
    Field,
    string
  >;
  const search = useDebouncedValue(fields.search.trim(), 250);
  const today = useGymToday();
  const canEdit = useCan('canEditFinancials');
  const filters = {
    ...(filter.status ? { status: filter.status } : {}),
    ...Object.fromEntries(
      FIELDS.filter((name) => name !== 'search' && fields[name] !== '').map((name) => [name, fields[name]]),
    ),
    ...(search ? { search } : {}),
  };
  // Keyset paging; a new filter starts again at the first page.
  const pager = useCursorPager(JSON.stringify(filters));
  const query = { ...filters, ...(pager.cursor ? { cursor: pager.cursor } : {}), pageSize: PAGE_SIZE };
  const invoices = useInvoices(query, { enabled: view === 'invoices' });
  const printed = useRef<HTMLDivElement>(null);

  const set = (changes: Record<string, string>, replace = true) => {
    const params = new URLSearchParams(searchParams);
    for (const [name, value] of Object.entries(changes)) {
      if (value && value !== 'all') params.set(name, value);
      else params.delete(name);
    }
    setSearchParams(params, { replace });
  };
  const chooseStatus = (next: InvoiceFilter) => set({ status: next.value });

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title="Billing" />
      <div role="group" aria-label="Billing view" className="mb-4 flex gap-2 border-b border-slate-200">
        {(
          [
            ['invoices', 'Invoices'],
            ['debts', 'Debt report'],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={view === value}
            onClick={() => set({ view: value === 'debts' ? 'debts' : '' }, false)}
            className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-700 aria-pressed:border-indigo-700 aria-pressed:text-indigo-800"
          >
            {label}
          </button>
        ))}
      </div>
      {view === 'debts' ? (
        <DebtReport />
      ) : (
        <>
          <div role="search" aria-label="Find invoices" className="mb-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
            <TextField
              label="Search"
              hint="Member name, phone or invoice number"
              type="search"
              value={fields.search}
              onChange={(event) => set({ search: event.target.value })}
            />
            <SelectField label="Method" value={fields.method} onChange={(event) => set({ method: event.target.value })}>
              <option value="">All</option>
              {Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
            <SelectField label="Type" value={fields.type} onChange={(event) => set({ type: event.target.value })}>
              <option value="">All</option>
              <option value="membership">Membership</option>
              <option value="PT">Personal training</option>
              <option value="other">Other</option>
            </SelectField>
            <TextField label="From" type="date" value={fields.from} onChange={(e) => set({ from: e.target.value })} />
            <TextField label="To" type="date" value={fields.to} onChange={(e) => set({ to: e.target.value })} />
            <TextField label="Staff" value={fields.staff} onChange={(e) => set({ staff: e.target.value })} />
          </div>
          <div role="group" aria-label="Show invoices" className="mb-4 flex flex-wrap gap-2">
            {INVOICE_FILTERS.map((option) => (
              <button
                key={option.value}
                type="button"
                aria-pressed={option.value === filter.value}
                onClick={() => chooseStatus(option)}
                className="rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 aria-pressed:border-indigo-700 aria-pressed:bg-indigo-700 aria-pressed:text-white"
              >
                {option.label}
              </button>
            ))}
          </div>
          <div role="group" aria-label="Export invoices" className="mb-4 flex flex-wrap gap-2">
            <a className={buttonClasses('secondary')} href={invoicesFileUrl(query, 'invoices', 'csv')} download>
              <Download aria-hidden="true" className="size-4" />
              Invoices CSV
            </a>
            <a className={buttonClasses('secondary')} href={invoicesFileUrl(query, 'invoices', 'excel')} download>
              <Download aria-hidden="true" className="size-4" />
              Invoices Excel
            </a>
            <a className={buttonClasses('secondary')} href={invoicesFileUrl(query, 'payments', 'csv')} download>
              <Download aria-hidden="true" className="size-4" />
              Payments CSV
            </a>
            <a className={buttonClasses('secondary')} href={invoicesFileUrl(query, 'payments', 'excel')} download>
              <Download aria-hidden="true" className="size-4" />
              Payments Excel
            </a>
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
                {invoices.data.total} invoices · Billed <strong>{formatMoney(invoices.data.totals.amount)}</strong> ·
                Paid <strong>{formatMoney(invoices.data.totals.paid)}</strong> · Due{' '}
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
      )}
    </div>
  );
}
