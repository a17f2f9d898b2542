import { formatMoney } from '@gym/kernel/contracts/format';
import { EXPENSE_METHOD_LABELS, EXPENSE_STATUS_LABELS } from '@gym/modules/finance/expenses/expense-contracts';
import type { Expense } from '@gym/modules/finance/expenses/expense-contracts';
import { Button } from '../../../components/ui/button';
import { ColumnHeaders } from '../../../components/ui/column-headers';

const cell = 'px-4 py-3';
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

/** Expenses with their status; approve/reject what waits (administrators), void what was paid. */
export function ExpensesTable({ expenses, canEdit, canApprove, onApprove, onReject, onVoid }: ExpensesTableProps) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Expenses, newest first</caption>
        <thead className="bg-slate-50 text-left text-slate-800">
          <ColumnHeaders
            cell={cell}
            columns={[
              { label: 'Date' },
              { label: 'Category' },
              { label: 'Vendor' },
              { label: 'Amount', numeric: true },
              { label: 'Paid by' },
              { label: 'Status' },
              { label: 'Receipt' },
              { label: 'Recorded by' },
              (canEdit || canApprove) && { label: 'Actions', srOnly: true },
            ]}
          />
        </thead>
        <tbody className="divide-y divide-slate-200">
          {expenses.map((expense) => (
            <tr key={expense.id}>
              <td className={cell}>{expense.date}</td>
              <td className={cell}>{expense.category}</td>
              <td className={cell}>
                {expense.vendor}
                {expense.note ? <span className="block text-xs text-slate-600">{expense.note}</span> : null}
              </td>
              <td className={`${cell} text-right tabular-nums`}>{formatMoney(expense.amount)}</td>
              <td className={cell}>{EXPENSE_METHOD_LABELS[expense.method]}</td>
              <td className={cell}>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[expense.status]}`}>
                  {EXPENSE_STATUS_LABELS[expense.status]}
                </span>
                {expense.decisionNote ? (
                  <span className="block text-xs text-slate-600">{expense.decisionNote}</span>
                ) : null}
              </td>
              <td className={cell}>
                {expense.receiptUrl ? (
                  <a className="text-indigo-700 underline" href={expense.receiptUrl} target="_blank" rel="noreferrer">
                    View<span className="sr-only"> receipt of {expense.vendor || expense.category}</span>
                  </a>
                ) : (
                  <span className="text-slate-600">None</span>
                )}
              </td>
              <td className={cell}>{expense.recordedBy}</td>
              {canEdit || canApprove ? (
                <td className={`${cell} whitespace-nowrap text-right`}>
                  {canApprove && expense.status === 'pending_approval' ? (
                    <span className="inline-flex gap-2">
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
                    </span>
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
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
