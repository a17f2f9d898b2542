import { BatchRows } from '@gym/kernel/projection/batch-rows';
import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { expenseEvents } from './expense-events.js';
import type { ExpenseEvent } from './expense-events.js';
import { EXPENSES_TOPIC } from './expense-topics.js';

interface ExpenseRow extends Record<string, unknown> {
  expense_id: string;
  expense_date: string;
  category: string;
  vendor: string;
  amount: number;
  method: string;
  note: string;
  receipt_url: string | null;
  status: string;
  recorded_by: string;
  recorded_at: string;
  decided_by: string | null;
  decision_note: string | null;
  updated_at: string;
}

const COLUMNS: (keyof ExpenseRow & string)[] = [
  'expense_id',
  'expense_date',
  'category',
  'vendor',
  'amount',
  'method',
  'note',
  'receipt_url',
  'status',
  'recorded_by',
  'recorded_at',
  'decided_by',
  'decision_note',
  'updated_at',
];

/** One row per expense with its status (Expenses page, monthly report). */
export const expensesProjector: ModuleProjector<typeof EXPENSES_TOPIC.name> = {
  name: 'expenses',
  version: 1,
  eventTypes: expenseEvents.map((e) => e.type).filter((type) => type !== 'ExpenseSettingsChanged'),
  topics: [EXPENSES_TOPIC.name],
  tables: [
    {
      name: 'expenses',
      ddl: `CREATE TABLE expenses (
        expense_id text PRIMARY KEY, expense_date date NOT NULL, category text NOT NULL, vendor text NOT NULL,
        amount integer NOT NULL, method text NOT NULL, note text NOT NULL, receipt_url text, status text NOT NULL,
        recorded_by text NOT NULL, recorded_at timestamptz NOT NULL, decided_by text, decision_note text,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX expenses_date_idx ON expenses (expense_date DESC, recorded_at DESC);
      CREATE INDEX expenses_pending_idx ON expenses (recorded_at) WHERE status = 'pending_approval';`,
    },
  ],
  async apply(events, client, { parseEvent }) {
    const rows = new BatchRows<ExpenseRow>(client, 'expenses', 'expense_id');
    const parsed = events.map((recorded) => ({ recorded, event: parseEvent(recorded) as ExpenseEvent }));
    await rows.load(parsed.flatMap(({ event }) => ('expenseId' in event.data ? [event.data.expenseId] : [])));
    for (const { recorded, event } of parsed) {
      const at = recorded.metadata.at;
      const by = recorded.metadata.actorName;
      switch (event.type) {
        case 'ExpenseRecorded': {
          const d = event.data;
          rows.set({
            expense_id: d.expenseId,
            expense_date: d.date,
            category: d.category,
            vendor: d.vendor,
            amount: d.amount,
            method: d.method,
            note: d.note,
            receipt_url: d.receiptUrl,
            status: 'pending_approval',
            recorded_by: by,
            recorded_at: at,
            decided_by: null,
            decision_note: null,
            updated_at: at,
          });
          break;
        }
        case 'ExpenseApproved':
          rows.update(event.data.expenseId, (row) => ({
            ...row,
            decided_by: by,
            decision_note: event.data.note || null,
            updated_at: at,
          }));
          break;
        case 'ExpensePaid':
          rows.update(event.data.expenseId, (row) => ({ ...row, status: 'paid', updated_at: at }));
          break;
        case 'ExpenseRejected':
          rows.update(event.data.expenseId, (row) => ({
            ...row,
            status: 'rejected',
            decided_by: by,
            decision_note: event.data.reason,
            updated_at: at,
          }));
          break;
        case 'ExpenseVoided':
          rows.update(event.data.expenseId, (row) => ({
            ...row,
            status: 'void',
            decision_note: event.data.reason,
            updated_at: at,
          }));
          break;
        case 'ExpenseSettingsChanged':
          break;
      }
    }
    await rows.flush(COLUMNS);
  },
};
