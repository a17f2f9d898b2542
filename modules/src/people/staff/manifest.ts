import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';
import { employeeEvents } from './employee-events.js';
import { employeeRoutes } from './employee-routes.js';
import { employeesProjector } from './employees-projector.js';
import { staffAudit } from './staff-audit.js';
import { STAFF_TOPIC } from './staff-topics.js';

/** Employee records: contract, pay, WPS fields, documents with expiry; linked to a user account and a PT trainer. */
export const staffModule = {
  name: 'staff',
  context: 'people',
  events: employeeEvents,
  projectors: [employeesProjector],
  routes: [employeeRoutes],
  topics: [STAFF_TOPIC],
  audit: staffAudit,
} as const satisfies ModuleManifest;
