import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';
import { payrollAudit } from './payroll-audit.js';
import { payrollEvents } from './payroll-events.js';
import { payrollProjector } from './payroll-projector.js';
import { payrollRoutes } from './payroll-routes.js';
import { PAYROLL_TOPIC } from './payroll-topics.js';

/** Monthly payroll (pay, allowances, PT commission, leave deductions), payslips, the WPS SIF file, gratuity. */
export const payrollModule = {
  name: 'payroll',
  context: 'finance',
  events: payrollEvents,
  projectors: [payrollProjector],
  routes: [payrollRoutes],
  topics: [PAYROLL_TOPIC],
  audit: payrollAudit,
} as const satisfies ModuleManifest;
