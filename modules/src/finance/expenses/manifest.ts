import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';
import { expenseAudit } from './expense-audit.js';
import { expenseEvents } from './expense-events.js';
import { expenseRoutes } from './expense-routes.js';
import { EXPENSES_TOPIC } from './expense-topics.js';
import { expensesProjector } from './expenses-projector.js';

/** Expenses: recorded with category, vendor, method and receipt; above a threshold they wait for approval. */
export const expensesModule = {
  name: 'expenses',
  context: 'finance',
  events: expenseEvents,
  projectors: [expensesProjector],
  routes: [expenseRoutes],
  topics: [EXPENSES_TOPIC],
  audit: expenseAudit,
} as const satisfies ModuleManifest;
