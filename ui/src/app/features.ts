import { accountFeature } from '../features/account/feature';
import { accountsFeature } from '../features/accounts/feature';
import { aiFitnessFeature } from '../features/ai-fitness/feature';
import { auditFeature } from '../features/audit/feature';
import { authFeature } from '../features/auth/feature';
import { billingFeature } from '../features/billing/feature';
import { checkInFeature } from '../features/check-in/feature';
import { classesFeature } from '../features/classes/feature';
import { classReportsFeature } from '../features/class-reports/feature';
import { contractsFeature } from '../features/contracts/feature';
import { dashboardFeature } from '../features/dashboard/feature';
import { doorHoursFeature } from '../features/door-hours/feature';
import { expensesFeature } from '../features/expenses/feature';
import { fingerprintFeature } from '../features/fingerprint/feature';
import { marketingFeature } from '../features/marketing/feature';
import { membersFeature } from '../features/members/feature';
import { personalTrainingFeature } from '../features/personal-training/feature';
import { pettyCashFeature } from '../features/petty-cash/feature';
import { quickAddFeature } from '../features/quick-add/feature';
import { settingsFeature } from '../features/settings/feature';
import { staffFeature } from '../features/staff/feature';
import { supplementsFeature } from '../features/supplements/feature';
import { systemFeature } from '../features/system/feature';
import { testRefundFeature } from '../features/test-refund/feature';
import type { FeatureManifest } from '../lib/feature';

/**
 * THE list of the UI's features: the router takes their pages, the sidebar their navigation entries (sorted by
 * position), the realtime connection their topic → query keys, a member's page their sections. A new feature is
 * its folder with a `feature.ts` and one line here.
 */
export const features = [
  authFeature,
  dashboardFeature,
  aiFitnessFeature,
  testRefundFeature,
  membersFeature,
  contractsFeature,
  quickAddFeature,
  checkInFeature,
  classesFeature,
  classReportsFeature,
  billingFeature,
  personalTrainingFeature,
  expensesFeature,
  pettyCashFeature,
  supplementsFeature,
  staffFeature,
  fingerprintFeature,
  marketingFeature,
  settingsFeature,
  doorHoursFeature,
  accountsFeature,
  accountFeature,
  auditFeature,
  systemFeature,
] as const satisfies readonly FeatureManifest[];
