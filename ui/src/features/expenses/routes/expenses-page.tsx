import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatMoney } from '@gym/kernel/contracts/format';
import {
  EXPENSE_METHOD_LABELS,
  EXPENSE_STATUS_LABELS,
  expenseReasonRequest,
} from '@gym/modules/finance/expenses/expense-contracts';
import type { Expense } from '@gym/modules/finance/expenses/expense-contracts';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { PrintButton } from '../../../components/print-button';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { useGymToday } from '../../../hooks/use-gym-today';
import { useCan } from '../../../hooks/use-session-user';
import { errorMessage } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { useDecideExpense } from '../api/decide-expense';
import { useExpenseSettings } from '../api/expense-settings';
import { expenseSearch, useExpenses } from '../api/get-expenses';
import { ExpenseDialog } from '../components/expense-dialog';
import { ExpenseSettingsPanel } from '../components/expense-settings-panel';
import { MonthlyReport } from '../components/monthly-report';
import { ExpensesTable } from '../components/expenses-table';

const PAGE_SIZE = 25;
const FILTERS = ['status', 'category', 'method', 'from', 'to', 'search'] as const;

/**
 * /expenses (canViewFinancials): expenses with filters and totals; canEditFinancials records and voids,
 * administrators (canManageSettings) approve what waits and set categories and the threshold; below the list, the
 * monthly report (revenue against expenses).
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const today = useGymToday();
  const canEdit = useCan('canEditFinancials');
  const canApprove = useCan('canManageSettings');
  const settings = useExpenseSettings();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filter = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  const query = {
    ...Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')),
    page,
    pageSize: PAGE_SIZE,
  };
  const expenses = useExpenses(query);
  const decide = useDecideExpense();
  const [recording, setRecording] = useState(false);
  const [approving, setApproving] = useState<Expense>();
  const [rejecting, setRejecting] = useState<Expense>();
  const [voiding, setVoiding] = useState<Expense>();
  const printed = useRef<HTMLDivElement>(null);

  const setFilter = (name: (typeof FILTERS)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next, { replace: true });
  };
  const exportQuery = expenseSearch(Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== '')));
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

      <div role="search" aria-label="Filter expenses" className="mb-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <TextField
          label="Search"
          type="search"
          value={filter.search}
          onChange={(event) => setFilter('search', event.target.value)}
        />
        <SelectField label="Status" value={filter.status} onChange={(event) => setFilter('status', event.target.value)}>
          <option value="">All</option>
          {Object.entries(EXPENSE_STATUS_LABELS).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Category"
          value={filter.category}
          onChange={(event) => setFilter('category', event.target.value)}
        >
          <option value="">All</option>
          {(settings.data?.categories ?? []).map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Paid by"
          value={filter.method}
          onChange={(event) => setFilter('method', event.target.value)}
        >
          <option value="">All</option>
          {Object.entries(EXPENSE_METHOD_LABELS).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </SelectField>
        <TextField
          label="From"
          type="date"
          value={filter.from}
          onChange={(event) => setFilter('from', event.target.value)}
        />
        <TextField label="To" type="date" value={filter.to} onChange={(event) => setFilter('to', event.target.value)} />
      </div>

      {expenses.isPending ? (
        <SectionLoading text="Loading expenses..." />
      ) : expenses.isError ? (
        <SectionError message={errorMessage(expenses.error)} onRetry={() => void expenses.refetch()} />
      ) : (
        <div ref={printed} aria-busy={expenses.isPlaceholderData || undefined} className="grid gap-4">
          <h2 className="hidden text-lg font-semibold print:block">Expenses</h2>
          <p className="text-sm text-slate-800" data-testid="expense-totals">
            Paid: <strong>{formatMoney(expenses.data.totals.paid)}</strong> · Waiting for approval:{' '}
            <strong>{formatMoney(expenses.data.totals.pending)}</strong>
          </p>
          {expenses.data.data.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
              No expenses found
            </p>
          ) : (
            <ExpensesTable
              expenses={expenses.data.data}
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
              total={expenses.data.total}
              onPage={(next) => {
                const nextParams = new URLSearchParams(params);
                nextParams.set('page', String(next));
                setParams(nextParams);
              }}
            />
          </div>
        </div>
      )}

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
