import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { REPORT_EVENT_TYPES, reportDeltas } from './money-report.js';
import type { CountedExpense, ReportEvent, ReportMemory } from './money-report.js';
import type { RevenueSource } from './money-report-contracts.js';
import { MONEY_REPORT_TOPIC } from './money-report-topics.js';
import { ID_TYPE } from '@gym/kernel/projection/id-type';

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
    },
    {
      name: 'money_report_expenses',
      ddl: `CREATE TABLE money_report_expenses (
        expense_id text PRIMARY KEY, month text NOT NULL, category text NOT NULL
      )`,
    },
  ],
  async apply(events, client, { parseEvent }) {
    const parsed = events.map((e) => parseEvent(e) as ReportEvent);
    const invoiceIds = new Set<string>();
    const expenseIds = new Set<string>();
    for (const event of parsed) {
      if ('invoiceId' in event.data && event.data.invoiceId) invoiceIds.add(event.data.invoiceId);
      if (event.type === 'ExpenseVoided') expenseIds.add(event.data.expenseId);
    }
    const memory: ReportMemory = { invoiceSources: new Map(), expenses: new Map() };
    if (invoiceIds.size > 0) {
      const known = await client.query<{ invoice_id: string; source: RevenueSource }>(
        'SELECT invoice_id, source FROM money_report_invoices WHERE invoice_id = ANY($1)',
        [[...invoiceIds]],
      );
      for (const row of known.rows) memory.invoiceSources.set(row.invoice_id, row.source);
    }
    if (expenseIds.size > 0) {
      const known = await client.query<{ expense_id: string } & CountedExpense>(
        'SELECT expense_id, month, category FROM money_report_expenses WHERE expense_id = ANY($1)',
        [[...expenseIds]],
      );
      for (const row of known.rows) memory.expenses.set(row.expense_id, { month: row.month, category: row.category });
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

    const newInvoices = [...memory.invoiceSources]
      .filter(([id, source]) => before.invoices.get(id) !== source)
      .map(([invoice_id, source]) => ({ invoice_id, source }));
    if (newInvoices.length > 0)
      await client.query(
        `INSERT INTO money_report_invoices SELECT * FROM json_populate_recordset(NULL::money_report_invoices, $1::json)
         ON CONFLICT (invoice_id) DO UPDATE SET source = EXCLUDED.source`,
        [JSON.stringify(newInvoices)],
      );
    const newExpenses = [...memory.expenses]
      .filter(([id]) => !before.expenses.has(id))
      .map(([expense_id, counted]) => ({ expense_id, ...counted }));
    if (newExpenses.length > 0)
      await client.query(
        `INSERT INTO money_report_expenses SELECT * FROM json_populate_recordset(NULL::money_report_expenses, $1::json)
         ON CONFLICT (expense_id) DO UPDATE SET month = EXCLUDED.month, category = EXCLUDED.category`,
        [JSON.stringify(newExpenses)],
      );
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
