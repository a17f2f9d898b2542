import { useRef, useState } from 'react';
import { Trans } from '@lingui/react';
import { expenseReasonRequest } from '@gym/modules/finance/expenses/expense-contracts';
import type { Expense } from '@gym/modules/finance/expenses/expense-contracts';
import { QueryContent } from '../../../components/feedback/query-content';
import { FilterBar } from '../../../components/filter-bar/filter-bar';
import type { FilterControl } from '../../../components/filter-bar/filter-controls';
import { PrintButton } from '../../../components/print-button';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { useAddressFilters } from '../../../hooks/use-address-filters';
import { useGymToday } from '../../../hooks/use-gym-today';
import { useCan } from '../../../hooks/use-session-user';
import { formatMoney } from '../../../lib/i18n/current-formats';
import { useT } from '../../../lib/i18n/use-t';
import { serverMessage } from '../../../lib/server-message';
import { useDecideExpense } from '../api/decide-expense';
import { useExpenseSettings } from '../api/expense-settings';
import { expenseSearch, useExpenses } from '../api/get-expenses';
import { ExpenseDialog } from '../components/expense-dialog';
import { ExpenseSettingsPanel } from '../components/expense-settings-panel';
import { MonthlyReport } from '../components/monthly-report';
import { ExpensesTable } from '../components/expenses-table';
import { EXPENSE_LIST_FIELDS, expenseFilterQuery } from '../utils/expense-list-fields';
import type { ExpenseListFilters } from '../utils/expense-list-fields';
import { EXPENSE_METHOD_LABEL_IDS, EXPENSE_STATUS_LABEL_IDS } from '../utils/expense-labels';

const PAGE_SIZE = 25;
const optionsOf = (t: ReturnType<typeof useT>, labelIds: Record<string, string>) =>
  Object.entries(labelIds).map(([value, id]) => ({ value, label: t(id) }));

/**
 * /expenses (canViewFinancials): expenses with filters and totals; canEditFinancials records and voids,
 * administrators (canManageSettings) approve what waits and set categories and the threshold; below the list, the
 * monthly report (revenue against expenses).
 */
export function Component() {
  const t = useT();
  const filters = useAddressFilters(EXPENSE_LIST_FIELDS, { page: 'page' });
  const { page } = filters.values;
  const today = useGymToday();
  const canEdit = useCan('canEditFinancials');
  const canApprove = useCan('canManageSettings');
  const settings = useExpenseSettings();
  const filterOnly = expenseFilterQuery(filters.values);
  const query = { ...filterOnly, page, pageSize: PAGE_SIZE };
  const expenses = useExpenses(query);
  const decide = useDecideExpense();
  const [recording, setRecording] = useState(false);
  const [approving, setApproving] = useState<Expense>();
  const [rejecting, setRejecting] = useState<Expense>();
  const [voiding, setVoiding] = useState<Expense>();
  const printed = useRef<HTMLDivElement>(null);

  const controls: FilterControl<ExpenseListFilters>[] = [
    { kind: 'search', key: 'search', label: t('expenses.filter.search') },
    {
      kind: 'select',
      key: 'status',
      label: t('expenses.filter.status'),
      allLabel: t('expenses.filter.all'),
      options: optionsOf(t, EXPENSE_STATUS_LABEL_IDS),
    },
    {
      kind: 'select',
      key: 'category',
      label: t('expenses.filter.category'),
      allLabel: t('expenses.filter.all'),
      options: (settings.data?.categories ?? []).map((category) => ({ value: category, label: category })),
    },
    {
      kind: 'select',
      key: 'method',
      label: t('expenses.filter.method'),
      allLabel: t('expenses.filter.all'),
      options: optionsOf(t, EXPENSE_METHOD_LABEL_IDS),
    },
    {
      kind: 'dateRange',
      key: 'paid',
      label: t('expenses.filter.date'),
      fromLabel: t('expenses.filter.from'),
      toLabel: t('expenses.filter.to'),
    },
  ];
  const exportQuery = expenseSearch(filterOnly);
  /** Message `id` about expense `e`, which it names by its amount and category (nothing while no expense is open). */
  const about = (id: string, e: Expense | undefined) =>
    e ? t(id, { amount: formatMoney(e.amount), category: e.category }) : '';
  const label = (e: Expense | undefined) => about('expenses.label', e);

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title={t('expenses.page.title')}>
        <div className="flex flex-wrap gap-2">
          <a className={buttonClasses('secondary')} href={`/api/expenses/export?${exportQuery}`} download>
            {t('expenses.page.exportCsv')}
          </a>
          <a
            className={buttonClasses('secondary')}
            href={`/api/expenses/export?${exportQuery}${exportQuery ? '&' : ''}format=excel`}
            download
          >
            {t('expenses.page.exportExcel')}
          </a>
          <PrintButton target={printed} label={t('expenses.page.print')} disabled={!expenses.data} />
          {canEdit && settings.data ? (
            <Button onClick={() => setRecording(true)}>{t('expenses.page.record')}</Button>
          ) : null}
        </div>
      </PageHeader>

      <FilterBar label={t('expenses.filter.label')} state={filters} controls={controls} />

      <QueryContent query={expenses} loadingText={t('expenses.page.loading')}>
        {(listed) => (
          <div ref={printed} aria-busy={expenses.isPlaceholderData || undefined} className="grid gap-4">
            <h2 className="hidden text-lg font-semibold print:block">{t('expenses.page.title')}</h2>
            <p className="text-sm text-slate-800" data-testid="expense-totals">
              <Trans
                id="expenses.page.totals"
                values={{ paid: formatMoney(listed.totals.paid), pending: formatMoney(listed.totals.pending) }}
                components={{ 0: <strong /> }}
              />
            </p>
            {listed.data.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
                {t('expenses.page.none')}
              </p>
            ) : (
              <ExpensesTable
                expenses={listed.data}
                canEdit={canEdit}
                canApprove={canApprove}
                onApprove={setApproving}
                onReject={setRejecting}
                onVoid={setVoiding}
              />
            )}
            <div data-print="hide">
              <Pagination
                noun={t('expenses.page.noun')}
                page={page}
                pageSize={PAGE_SIZE}
                total={listed.total}
                onPage={(next) => filters.set({ page: next })}
              />
            </div>
          </div>
        )}
      </QueryContent>

      <div className="mt-8">
        <MonthlyReport today={today} />
      </div>

      {canApprove && settings.data ? <ExpenseSettingsPanel settings={settings.data} /> : null}

      {settings.data ? (
        <ExpenseDialog open={recording} onClose={() => setRecording(false)} settings={settings.data} today={today} />
      ) : null}
      <ConfirmDialog
        open={approving !== undefined}
        title={t('expenses.approve.title')}
        description={about('expenses.approve.description', approving)}
        confirmLabel={t('expenses.approve.confirm')}
        busy={decide.isPending}
        onCancel={() => setApproving(undefined)}
        onConfirm={() => {
          if (!approving) return;
          decide.mutate(
            { expenseId: approving.id, action: 'approve', note: '' },
            {
              onSuccess: () => {
                toast({ variant: 'success', title: t('expenses.approve.done'), description: label(approving) });
                setApproving(undefined);
              },
              onError: (error) =>
                toast({
                  variant: 'destructive',
                  title: t('expenses.approve.failed'),
                  description: serverMessage(error) ?? '',
                }),
            },
          );
        }}
      />
      <ReasonDialog
        open={rejecting !== undefined}
        onClose={() => setRejecting(undefined)}
        title={t('expenses.reject.title')}
        description={about('expenses.reject.description', rejecting)}
        confirmLabel={t('expenses.reject.confirm')}
        schema={expenseReasonRequest}
        onConfirm={async (reason) => {
          if (!rejecting) return;
          await decide.mutateAsync({ expenseId: rejecting.id, action: 'reject', reason });
          toast({ variant: 'success', title: t('expenses.reject.done'), description: label(rejecting) });
        }}
      />
      <ReasonDialog
        open={voiding !== undefined}
        onClose={() => setVoiding(undefined)}
        title={t('expenses.void.title')}
        description={about('expenses.void.description', voiding)}
        confirmLabel={t('expenses.void.confirm')}
        schema={expenseReasonRequest}
        onConfirm={async (reason) => {
          if (!voiding) return;
          await decide.mutateAsync({ expenseId: voiding.id, action: 'void', reason });
          toast({ variant: 'success', title: t('expenses.void.done'), description: label(voiding) });
        }}
      />
    </div>
  );
}
