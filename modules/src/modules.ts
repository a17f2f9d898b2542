import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';
import { billingModule } from './finance/billing/manifest.js';
import { expensesModule } from './finance/expenses/manifest.js';
import { pettyCashModule } from './finance/petty-cash/manifest.js';
import { supplementsModule } from './finance/supplements/manifest.js';
import { advisorModule } from './insight/advisor/manifest.js';
import { dashboardModule } from './insight/dashboard/manifest.js';
import { marketingModule } from './insight/marketing/manifest.js';
import { checkInsModule } from './membership/check-ins/manifest.js';
import { classesModule } from './membership/classes/manifest.js';
import { doorHoursModule } from './membership/door-hours/manifest.js';
import { contractsModule } from './membership/contracts/manifest.js';
import { membersModule } from './membership/members/manifest.js';
import { personalTrainingModule } from './membership/personal-training/manifest.js';
import { plansModule } from './membership/plans/manifest.js';
import { accountsModule } from './people/accounts/manifest.js';
import { fingerprintModule } from './people/fingerprint/manifest.js';
import { staffModule } from './people/staff/manifest.js';
import { leaveModule } from './people/leave/manifest.js';
import { payrollModule } from './finance/payroll/manifest.js';
import { filesModule } from './platform/files/manifest.js';
import { settingsModule } from './platform/settings/manifest.js';
import { readModelModule } from './platform/read-model/manifest.js';

/**
 * THE list of business areas. command-service registers their routes and projection-service runs their projectors
 * in this order; the event catalogue and the realtime topics are derived from it. A new area is its folder under
 * `src/<context>/<area>/` with a `manifest.ts`, and one line here.
 */
export const modules = [
  accountsModule,
  settingsModule,
  filesModule,
  plansModule,
  classesModule,
  membersModule,
  contractsModule,
  billingModule,
  expensesModule,
  supplementsModule,
  pettyCashModule,
  doorHoursModule,
  checkInsModule,
  personalTrainingModule,
  dashboardModule,
  fingerprintModule,
  advisorModule,
  marketingModule,
  staffModule,
  leaveModule,
  payrollModule,
  readModelModule,
] as const satisfies readonly ModuleManifest[];
