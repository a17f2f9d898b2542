import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { formatMoney } from '../../../lib/i18n/current-formats';
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
import { useT } from '../../../lib/i18n/use-t';
import { invoicesFileUrl } from '../api/billing-files';
import { useInvoices } from '../../../lib/api/get-invoices';
import { DebtReport } from '../components/debt-report';
import { InvoiceList } from '../components/invoice-list';
import { PAYMENT_METHOD_NAME_IDS } from '../../../components/member/payment-method-names';
import { INVOICE_FILTERS, INVOICE_LIST_FIELDS, invoiceFilterFrom, invoiceListQueryOf } from '../utils/invoice-filters';
import type { InvoiceListFilters } from '../utils/invoice-filters';

const PAGE_SIZE = 25;

const TYPE_LABEL_IDS = {
  membership: 'billing.filter.type.membership',
  PT: 'billing.filter.type.personalTraining',
  other: 'billing.filter.type.other',
};

/** The filters, named in the current language (`optionsOf` takes the ids of each option's name). */
const controls = (t: ReturnType<typeof useT>): FilterControl<InvoiceListFilters>[] => {
  const optionsOf = (labels: Record<string, string>) =>
    Object.entries(labels).map(([value, label]) => ({ value, label: t(label) }));
  return [
    { kind: 'search', key: 'search', label: t('billing.filter.search'), hint: t('billing.filter.searchHint') },
    {
      kind: 'select',
      key: 'method',
      label: t('billing.filter.method'),
      allLabel: t('billing.filter.all'),
      options: optionsOf(PAYMENT_METHOD_NAME_IDS),
    },
    {
      kind: 'select',
      key: 'type',
      label: t('billing.filter.type'),
      allLabel: t('billing.filter.all'),
      options: optionsOf(TYPE_LABEL_IDS),
    },
    {
      kind: 'dateRange',
      key: 'issued',
      label: t('billing.filter.issued'),
      fromLabel: t('billing.filter.from'),
      toLabel: t('billing.filter.to'),
    },
    { kind: 'search', key: 'staff', label: t('billing.filter.staff') },
    {
      kind: 'toggle',
      key: 'status',
      label: t('billing.filter.status'),
      allLabel: t('billing.filter.all'),
      options: INVOICE_FILTERS.flatMap((option) =>
        option.status ? [{ value: option.value, label: t(option.label) }] : [],
      ),
    },
  ];
};

/**
 * /billing (canViewFinancials): invoices with search, filters and the filter's totals, paged by keyset (Next and
 * Previous keep the cursors seen), payments and voids for those allowed; and the debt report.
 */
export function Component() {
  const t = useT();
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
  // The filter's name within a sentence ("Invoices: past due, newest first").
  const filterName = t(filter.label).toLowerCase();

  // The view is not a filter: switching adds an address entry (Back returns) and keeps the filters.
  const showView = (next: 'invoices' | 'debts') => {
    const params = new URLSearchParams(searchParams);
    if (next === 'debts') params.set('view', 'debts');
    else params.delete('view');
    setSearchParams(params);
  };

  const invoicesPanel = (
    <>
      <FilterBar label={t('billing.filter.label')} state={filters} controls={controls(t)} />
      <div role="group" aria-label={t('billing.export.label')} className="mb-4 flex flex-wrap gap-2">
        <FileLink href={invoicesFileUrl(query, 'invoices', 'csv')}>{t('billing.export.invoicesCsv')}</FileLink>
        <FileLink href={invoicesFileUrl(query, 'invoices', 'excel')}>{t('billing.export.invoicesExcel')}</FileLink>
        <FileLink href={invoicesFileUrl(query, 'payments', 'csv')}>{t('billing.export.paymentsCsv')}</FileLink>
        <FileLink href={invoicesFileUrl(query, 'payments', 'excel')}>{t('billing.export.paymentsExcel')}</FileLink>
        <PrintButton target={printed} label={t('billing.export.print')} disabled={!invoices.data} />
      </div>
      {invoices.isPending ? (
        <SectionLoading text={t('billing.invoices.loading')} />
      ) : invoices.isError ? (
        <SectionError message={errorMessage(invoices.error)} onRetry={() => void invoices.refetch()} />
      ) : (
        <div ref={printed} aria-busy={invoices.isPlaceholderData || undefined} className="grid gap-4">
          <h2 className="hidden text-lg font-semibold print:block">
            {t('billing.page.printHeading', { filter: filterName })}
          </h2>
          <p className="text-sm text-slate-800" data-testid="invoice-totals">
            {t('billing.totals.count', { count: invoices.data.total })} · {t('billing.totals.billed')}{' '}
            <strong>{formatMoney(invoices.data.totals.amount)}</strong> · {t('billing.totals.paid')}{' '}
            <strong>{formatMoney(invoices.data.totals.paid)}</strong> · {t('billing.totals.due')}{' '}
            <strong>{formatMoney(invoices.data.totals.due)}</strong>
          </p>
          <InvoiceList
            invoices={invoices.data.data}
            caption={t('billing.page.caption', { filter: filterName })}
            today={today}
            showMember
            canEdit={canEdit}
          />
          <CursorPager pager={pager} nextCursor={invoices.data.nextCursor} label={t('billing.page.pager')} />
        </div>
      )}
    </>
  );

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title={t('billing.page.title')} />
      <Tabs
        label={t('billing.page.views')}
        look="underline"
        selected={view}
        onSelect={(key) => showView(key === 'debts' ? 'debts' : 'invoices')}
        tabs={[
          { key: 'invoices', label: t('billing.page.invoicesTab'), content: invoicesPanel },
          { key: 'debts', label: t('billing.debts.title'), content: <DebtReport /> },
        ]}
      />
    </div>
  );
}
