import { invoiceAudit } from './invoice-audit.js';
import { invoiceEvents } from './invoice-events.js';
import { invoiceExportRoutes } from './invoice-export-routes.js';
import { invoiceRoutes } from './invoice-routes.js';
import { INVOICES_TOPIC } from './invoice-topics.js';
import { invoicesProjector } from './invoices-projector.js';
import { paymentHistoryProjector } from './payment-history-projector.js';
import { paymentHistoryRoutes } from './payment-history-routes.js';
import { receiptEmailRoutes } from './receipt-email-routes.js';
import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';

/** Invoices, payments, refunds and voids, receipts e-mailed to members, with sequential invoice numbers, and the money history of each. */
export const billingModule = {
  name: 'billing',
  context: 'finance',
  events: invoiceEvents,
  projectors: [invoicesProjector, paymentHistoryProjector],
  routes: [invoiceRoutes, invoiceExportRoutes, paymentHistoryRoutes, receiptEmailRoutes],
  topics: [INVOICES_TOPIC],
  audit: invoiceAudit,
} as const satisfies ModuleManifest;
