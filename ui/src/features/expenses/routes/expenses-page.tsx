import { useRef, useState } from 'react';
import { formatMoney } from '@gym/kernel/contracts/format';
import {
  EXPENSE_METHOD_LABELS,
  EXPENSE_STATUS_LABELS,
  expenseReasonRequest,
} from '@gym/modules/finance/expenses/expense-contracts';
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

const PAGE_SIZE = 25;
const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * /expenses (canViewFinancials): expenses with filters and totals; canEditFinancials records and voids,
 * administrators (canManageSettings) approve what waits and set categories and the threshold; below the list, the
 * monthly report (revenue against expenses).
 */
export function Component() {
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
    { kind: 'search', key: 'search', label: 'Search' },
    { kind: 'select', key: 'status', label: 'Status', allLabel: 'All', options: optionsOf(EXPENSE_STATUS_LABELS) },
    {
      kind: 'select',
      key: 'category',
      label: 'Category',
      allLabel: 'All',
      options: (settings.data?.categories ?? []).map((category) => ({ value: category, label: category })),
    },
    { kind: 'select', key: 'method', label: 'Paid by', allLabel: 'All', options: optionsOf(EXPENSE_METHOD_LABELS) },
    { kind: 'dateRange', key: 'paid', label: 'Date', fromLabel: 'From', toLabel: 'To' },
  ];
  const exportQuery = expenseSearch(filterOnly);
  const label = (e: Expense | undefined) => (e ? `${formatMoney(e.amount)} for ${e.category}` : '');

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title="Expenses">
        <div className="flex flex-wrap gap-2">
          <a className={buttonClasses('secondary')} href={`/api/expenses/export?${exportQuery}`} download>
            Export CSV
          </a>
          <a
            className={buttonClasses('secondary')}
            href={`/api/expenses/export?${exportQuery}${exportQuery ? '&' : ''}format=excel`}
            download
          >
            Export Excel
          </a>
          <PrintButton target={printed} label="Print expenses" disabled={!expenses.data} />
          {canEdit && settings.data ? <Button onClick={() => setRecording(true)}>Record expense</Button> : null}
        </div>
      </PageHeader>

      <FilterBar label="Filter expenses" state={filters} controls={controls} />

      <QueryContent query={expenses} loadingText="Loading expenses...">
        {(listed) => (
          <div ref={printed} aria-busy={expenses.isPlaceholderData || undefined} className="grid gap-4">
            <h2 className="hidden text-lg font-semibold print:block">Expenses</h2>
            <p className="text-sm text-slate-800" data-testid="expense-totals">
              Paid: <strong>{formatMoney(listed.totals.paid)}</strong> · Waiting for approval:{' '}
              <strong>{formatMoney(listed.totals.pending)}</strong>
            </p>
            {listed.data.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
                No expenses found
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
                noun="expenses"
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
        title="Approve this expense"
        description={`${label(approving)}: it is paid once approved.`}
        confirmLabel="Approve"
        busy={decide.isPending}
        onCancel={() => setApproving(undefined)}
        onConfirm={() => {
          if (!approving) return;
          decide.mutate(
            { expenseId: approving.id, action: 'approve', note: '' },
            {
              onSuccess: () => {
                toast({ variant: 'success', title: 'Expense approved', description: label(approving) });
                setApproving(undefined);
              },
              onError: (error) =>
                toast({ variant: 'destructive', title: 'Not approved', description: serverMessage(error) ?? '' }),
            },
          );
        }}
      />
      <ReasonDialog
        open={rejecting !== undefined}
        onClose={() => setRejecting(undefined)}
        title="Reject this expense"
        description={`${label(rejecting)}: no money moves.`}
        confirmLabel="Reject expense"
        schema={expenseReasonRequest}
        onConfirm={async (reason) => {
          if (!rejecting) return;
          await decide.mutateAsync({ expenseId: rejecting.id, action: 'reject', reason });
          toast({ variant: 'success', title: 'Expense rejected', description: label(rejecting) });
        }}
      />
      <ReasonDialog
        open={voiding !== undefined}
        onClose={() => setVoiding(undefined)}
        title="Void this expense"
        description={`${label(voiding)}: the money comes back by the same method (cash: into the till).`}
        confirmLabel="Void expense"
        schema={expenseReasonRequest}
        onConfirm={async (reason) => {
          if (!voiding) return;
          await decide.mutateAsync({ expenseId: voiding.id, action: 'void', reason });
          toast({ variant: 'success', title: 'Expense voided', description: label(voiding) });
        }}
      />
    </div>
  );
}
