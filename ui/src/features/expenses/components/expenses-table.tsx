import { formatMoney } from '@gym/kernel/contracts/format';
import { EXPENSE_METHOD_LABELS, EXPENSE_STATUS_LABELS } from '@gym/modules/finance/expenses/expense-contracts';
import type { Expense } from '@gym/modules/finance/expenses/expense-contracts';
import { Button } from '../../../components/ui/button';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';

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

const columns: DataTableColumn<Expense>[] = [
  { id: 'date', header: 'Date', kind: 'date', cell: (expense) => expense.date },
  { id: 'category', header: 'Category', cell: (expense) => expense.category },
  {
    id: 'vendor',
    header: 'Vendor',
    cell: (expense) => (
      <>
        {expense.vendor}
        {expense.note ? <span className="block text-xs text-slate-600">{expense.note}</span> : null}
      </>
    ),
  },
  { id: 'amount', header: 'Amount', kind: 'money', cell: (expense) => formatMoney(expense.amount) },
  { id: 'method', header: 'Paid by', cell: (expense) => EXPENSE_METHOD_LABELS[expense.method] },
  {
    id: 'status',
    header: 'Status',
    cell: (expense) => (
      <>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[expense.status]}`}>
          {EXPENSE_STATUS_LABELS[expense.status]}
        </span>
        {expense.decisionNote ? <span className="block text-xs text-slate-600">{expense.decisionNote}</span> : null}
      </>
    ),
  },
  {
    id: 'receipt',
    header: 'Receipt',
    cell: (expense) =>
      expense.receiptUrl ? (
        <a className="text-indigo-700 underline" href={expense.receiptUrl} target="_blank" rel="noreferrer">
          View<span className="sr-only"> receipt of {expense.vendor || expense.category}</span>
        </a>
      ) : (
        <span className="text-slate-600">None</span>
      ),
  },
  { id: 'recordedBy', header: 'Recorded by', cell: (expense) => expense.recordedBy },
];

/** Expenses with their status; approve/reject what waits (administrators), void what was paid. */
export function ExpensesTable({ expenses, canEdit, canApprove, onApprove, onReject, onVoid }: ExpensesTableProps) {
  return (
    <DataTable
      columns={columns}
      rows={expenses}
      rowKey={(expense) => expense.id}
      caption="Expenses, newest first"
      emptyText="No expenses found"
      rowActions={
        canEdit || canApprove
          ? (expense) => (
              <>
                {canApprove && expense.status === 'pending_approval' ? (
                  <>
                    <Button
                      aria-label={`Approve ${expense.category} ${expense.vendor}`}
                      onClick={() => onApprove(expense)}
                    >
                      Approve
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={`Reject ${expense.category} ${expense.vendor}`}
                      onClick={() => onReject(expense)}
                    >
                      Reject
                    </Button>
                  </>
                ) : null}
                {canEdit && expense.status === 'paid' ? (
                  <Button
                    variant="secondary"
                    aria-label={`Void ${expense.category} ${expense.vendor}`}
                    onClick={() => onVoid(expense)}
                  >
                    Void
                  </Button>
                ) : null}
              </>
            )
          : undefined
      }
    />
  );
}
