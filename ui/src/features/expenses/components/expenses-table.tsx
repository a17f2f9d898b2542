import type { Expense } from '@gym/modules/finance/expenses/expense-contracts';
import { Button } from '../../../components/ui/button';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { formatMoney } from '../../../lib/i18n/current-formats';
import { useT } from '../../../lib/i18n/use-t';
import { EXPENSE_METHOD_LABEL_IDS, EXPENSE_STATUS_LABEL_IDS } from '../utils/expense-labels';

const STATUS_CLASSES = {
  pending_approval: 'bg-yellow-100 text-yellow-900',
  paid: 'bg-green-100 text-green-800',
  rejected: 'bg-slate-200 text-slate-800',
  void: 'bg-slate-200 text-slate-800',
} as const;

interface ExpensesTableProps {
  expenses: readonly Expense[];
  canEdit: boolean;
  canApprove: boolean;
  onApprove: (expense: Expense) => void;
  onReject: (expense: Expense) => void;
  onVoid: (expense: Expense) => void;
}

const columns = (t: ReturnType<typeof useT>): DataTableColumn<Expense>[] => [
  { id: 'date', header: t('expenses.table.date'), kind: 'date', cell: (expense) => expense.date },
  { id: 'category', header: t('expenses.table.category'), cell: (expense) => expense.category },
  {
    id: 'vendor',
    header: t('expenses.table.vendor'),
    cell: (expense) => (
      <>
        {expense.vendor}
        {expense.note ? <span className="block text-xs text-slate-600">{expense.note}</span> : null}
      </>
    ),
  },
  { id: 'amount', header: t('expenses.table.amount'), kind: 'money', cell: (expense) => formatMoney(expense.amount) },
  { id: 'method', header: t('expenses.table.method'), cell: (expense) => t(EXPENSE_METHOD_LABEL_IDS[expense.method]) },
  {
    id: 'status',
    header: t('expenses.table.status'),
    cell: (expense) => (
      <>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[expense.status]}`}>
          {t(EXPENSE_STATUS_LABEL_IDS[expense.status])}
        </span>
        {expense.decisionNote ? <span className="block text-xs text-slate-600">{expense.decisionNote}</span> : null}
      </>
    ),
  },
  {
    id: 'receipt',
    header: t('expenses.table.receipt'),
    cell: (expense) =>
      expense.receiptUrl ? (
        <a
          className="text-indigo-700 underline"
          href={expense.receiptUrl}
          target="_blank"
          rel="noreferrer"
          aria-label={t('expenses.table.viewReceiptOf', { name: expense.vendor || expense.category })}
        >
          {t('expenses.table.view')}
        </a>
      ) : (
        <span className="text-slate-600">{t('expenses.table.noReceipt')}</span>
      ),
  },
  { id: 'recordedBy', header: t('expenses.table.recordedBy'), cell: (expense) => expense.recordedBy },
];

/** Expenses with their status; approve/reject what waits (administrators), void what was paid. */
export function ExpensesTable({ expenses, canEdit, canApprove, onApprove, onReject, onVoid }: ExpensesTableProps) {
  const t = useT();
  return (
    <DataTable
      columns={columns(t)}
      rows={expenses}
      rowKey={(expense) => expense.id}
      caption={t('expenses.table.caption')}
      emptyText={t('expenses.page.none')}
      rowActions={
        canEdit || canApprove
          ? (expense) => (
              <>
                {canApprove && expense.status === 'pending_approval' ? (
                  <>
                    <Button
                      aria-label={t('expenses.table.approveOf', { category: expense.category, vendor: expense.vendor })}
                      onClick={() => onApprove(expense)}
                    >
                      {t('expenses.table.approve')}
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={t('expenses.table.rejectOf', { category: expense.category, vendor: expense.vendor })}
                      onClick={() => onReject(expense)}
                    >
                      {t('expenses.table.reject')}
                    </Button>
                  </>
                ) : null}
                {canEdit && expense.status === 'paid' ? (
                  <Button
                    variant="secondary"
                    aria-label={t('expenses.table.voidOf', { category: expense.category, vendor: expense.vendor })}
                    onClick={() => onVoid(expense)}
                  >
                    {t('expenses.table.void')}
                  </Button>
                ) : null}
              </>
            )
          : undefined
      }
    />
  );
}
