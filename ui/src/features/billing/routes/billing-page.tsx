import { useSearchParams } from 'react-router';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { useCan } from '../../../hooks/use-session-user';
import { useInvoices } from '../api/get-invoices';
import { InvoiceList } from '../components/invoice-list';
import { INVOICE_FILTERS, invoiceFilterFrom } from '../utils/invoice-filters';
import type { InvoiceFilter } from '../utils/invoice-filters';
import { useGymToday } from '../../../hooks/use-gym-today';
import { errorMessage } from '../../../lib/api-client';

const PAGE_SIZE = 25;

/** /billing (canViewFinancials): every invoice, filtered by status, with payments and voids for those allowed. */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = invoiceFilterFrom(searchParams.get('status'));
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const today = useGymToday();
  const canEdit = useCan('canEditFinancials');
  const invoices = useInvoices({
    ...(filter.status ? { status: filter.status } : {}),
    page,
    pageSize: PAGE_SIZE,
  });

  const go = (next: { filter?: InvoiceFilter; page?: number }) => {
    const params = new URLSearchParams();
    const status = (next.filter ?? filter).value;
    if (status !== 'all') params.set('status', status);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearchParams(params, { replace: next.filter !== undefined });
  };

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title="Billing" />
      <div role="group" aria-label="Show invoices" className="mb-4 flex flex-wrap gap-2">
        {INVOICE_FILTERS.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={option.value === filter.value}
            onClick={() => go({ filter: option })}
            className="rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 aria-pressed:border-indigo-700 aria-pressed:bg-indigo-700 aria-pressed:text-white"
          >
            {option.label}
          </button>
        ))}
      </div>
      {invoices.isPending ? (
        <SectionLoading text="Loading invoices..." />
      ) : invoices.isError ? (
        <SectionError message={errorMessage(invoices.error)} onRetry={() => void invoices.refetch()} />
      ) : (
        <div aria-busy={invoices.isPlaceholderData || undefined}>
          {invoices.data.data.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
              No invoices found
            </p>
          ) : (
            <InvoiceList
              invoices={invoices.data.data}
              caption={`Invoices: ${filter.label.toLowerCase()}, newest first`}
              today={today}
              showMember
              canEdit={canEdit}
            />
          )}
          <Pagination
            noun="invoices"
            page={page}
            pageSize={PAGE_SIZE}
            total={invoices.data.total}
            onPage={(next) => go({ page: next })}
          />
        </div>
      )}
    </div>
  );
}
