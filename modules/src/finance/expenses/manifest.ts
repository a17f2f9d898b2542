import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';
import { expenseAudit } from './expense-audit.js';
import { expenseEvents } from './expense-events.js';
import { expenseRoutes } from './expense-routes.js';
import { EXPENSES_TOPIC } from './expense-topics.js';
import { expensesProjector } from './expenses-projector.js';
import { moneyReportProjector } from './money-report-projector.js';
import { moneyReportRoutes } from './money-report-routes.js';
import { MONEY_REPORT_TOPIC } from './money-report-topics.js';

/**
 * Expenses: recorded with category, vendor, method and receipt; above a threshold they wait for approval. Also the
 * monthly money report (revenue against expenses, money-report*.ts).
 */
export const expensesModule = {
  name: 'expenses',
  context: 'finance',
  events: expenseEvents,
  projectors: [expensesProjector, moneyReportProjector],
  routes: [expenseRoutes, moneyReportRoutes],
  topics: [EXPENSES_TOPIC, MONEY_REPORT_TOPIC],
  audit: expenseAudit,
} as const satisfies ModuleManifest;
