import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { REPORT_EVENT_TYPES, reportDeltas } from './money-report.js';
import type { CountedExpense, ReportEvent, ReportMemory } from './money-report.js';
import type { RevenueSource } from './money-report-contracts.js';
import { MONEY_REPORT_TOPIC } from './money-report-topics.js';
import { ID_TYPE } from '@gym/kernel/projection/id-type';
import { rowsFor } from '@gym/kernel/projection/pass-rows';

interface InvoiceSourceRow extends Record<string, unknown> {
  invoice_id: string;
  source: RevenueSource;
}

interface CountedExpenseRow extends CountedExpense, Record<string, unknown> {
  expense_id: string;
}

/**
 * The monthly money report's read model: sums by month and revenue source or expense category (`money_months`, a
 * few rows per month whatever the volume), plus what later events need to know: each invoice's source and each paid
 * expense's month and category. The rules are `reportDeltas` (money-report.ts).
 */
export const moneyReportProjector: ModuleProjector<typeof MONEY_REPORT_TOPIC.name> = {
  name: 'money-report',
  // 2: ids compare bytewise (`ID_TYPE`): the tables are built again at the next start.
  version: 2,
  eventTypes: REPORT_EVENT_TYPES,
  topics: [MONEY_REPORT_TOPIC.name],
  tables: [
    {
      name: 'money_months',
      ddl: `CREATE TABLE money_months (
        month date NOT NULL, kind text NOT NULL CHECK (kind IN ('revenue', 'expense')), key text NOT NULL,
        amount bigint NOT NULL, PRIMARY KEY (month, kind, key)
      )`,
    },
    {
      name: 'money_report_invoices',
      ddl: `CREATE TABLE money_report_invoices (invoice_id ${ID_TYPE} PRIMARY KEY, source text NOT NULL)`,
      passWrites: 'memory',
    },
    {
      name: 'money_report_expenses',
      ddl: `CREATE TABLE money_report_expenses (
        expense_id text PRIMARY KEY, month text NOT NULL, category text NOT NULL
      )`,
      passWrites: 'memory',
    },
  ],
  async apply(events, client, { parseEvent }, _pass, passMemory) {
    const parsed = events.map((e) => parseEvent(e) as ReportEvent);
    const invoiceIds = new Set<string>();
    const expenseIds = new Set<string>();
    for (const event of parsed) {
      if ('invoiceId' in event.data && event.data.invoiceId) invoiceIds.add(event.data.invoiceId);
      if (event.type === 'ExpenseVoided') expenseIds.add(event.data.expenseId);
    }
    // What later events need to know, as stored (a rebuild holds every row for its whole pass).
    const invoiceRows = rowsFor<InvoiceSourceRow>(passMemory, client, 'money_report_invoices', 'invoice_id');
    const expenseRows = rowsFor<CountedExpenseRow>(passMemory, client, 'money_report_expenses', 'expense_id');
    await invoiceRows.load(invoiceIds);
    await expenseRows.load(expenseIds);
    const memory: ReportMemory = { invoiceSources: new Map(), expenses: new Map() };
    for (const id of invoiceIds) {
      const row = invoiceRows.get(id);
      if (row) memory.invoiceSources.set(id, row.source);
    }
    for (const id of expenseIds) {
      const row = expenseRows.get(id);
      if (row) memory.expenses.set(id, { month: row.month, category: row.category });
    }
    const before = { invoices: new Map(memory.invoiceSources), expenses: new Map(memory.expenses) };

    const sums = new Map<string, { month: string; kind: string; key: string; amount: number }>();
    for (const event of parsed) {
      for (const delta of reportDeltas(event, memory)) {
        const id = JSON.stringify([delta.month, delta.kind, delta.key]);
        const sum = sums.get(id) ?? { month: `${delta.month}-01`, kind: delta.kind, key: delta.key, amount: 0 };
        sum.amount += delta.amount;
        sums.set(id, sum);
      }
    }

    for (const [invoice_id, source] of memory.invoiceSources)
      if (before.invoices.get(invoice_id) !== source) invoiceRows.set({ invoice_id, source });
    for (const [expense_id, counted] of memory.expenses)
      if (!before.expenses.has(expense_id)) expenseRows.set({ expense_id, ...counted });
    await invoiceRows.flush(['invoice_id', 'source']);
    await expenseRows.flush(['expense_id', 'month', 'category']);
    const changed = [...sums.values()].filter((sum) => sum.amount !== 0);
    if (changed.length > 0) {
      await client.query(
        `INSERT INTO money_months SELECT * FROM json_populate_recordset(NULL::money_months, $1::json)
         ON CONFLICT (month, kind, key) DO UPDATE SET amount = money_months.amount + EXCLUDED.amount`,
        [JSON.stringify(changed)],
      );
      await client.query('DELETE FROM money_months WHERE amount = 0');
    }
  },
};
