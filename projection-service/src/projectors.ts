import { accountsProjector } from './accounts/accounts-projector.js';
import { invoicesProjector } from './billing/invoices-projector.js';
import { checkInsProjector } from './check-ins/check-ins-projector.js';
import { classesProjector } from './classes/classes-projector.js';
import { dashboardProjector } from './dashboard/dashboard-projector.js';
import { memberHistoryProjector } from './members/member-history-projector.js';
import { membersProjector } from './members/members-projector.js';
import { ptProjector } from './personal-training/pt-projector.js';
import { plansProjector } from './plans/plans-projector.js';
import type { Projector } from './runner/projector.js';
import { settingsProjector } from './settings/settings-projector.js';

/** Every projector the service runs, in start order. Each area adds its own. */
export const projectors: readonly Projector[] = [
  accountsProjector,
  settingsProjector,
  plansProjector,
  classesProjector,
  membersProjector,
  invoicesProjector,
  checkInsProjector,
  memberHistoryProjector,
  ptProjector,
  dashboardProjector,
];
