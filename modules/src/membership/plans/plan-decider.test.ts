import { describe, it } from 'vitest';
import type { PlanEvent } from './plan-events.js';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { planDecider } from './plan-decider.js';
import type { PlanTermsData } from './plan-decider.js';

const spec = deciderSpec(planDecider);
const terms: PlanTermsData = {
  name: 'Monthly',
  price: 35000,
  duration: 1,
  durationUnit: 'months',
  description: '',
  joiningFee: 10000,
  billingFrequency: 'monthly',
  features: ['Gym floor'],
  allowedClasses: [],
};
const created: PlanEvent = {
  type: 'MembershipPlanCreated',
  data: { planId: 'p1', ...terms, features: ['Gym floor'], allowedClasses: [] },
};

describe('plan decider', () => {
  it('creates a plan, inactive when asked', () => {
    spec.given([]).when({ type: 'CreatePlan', planId: 'p1', terms, active: true }).then([created]);
    spec
      .given([])
      .when({ type: 'CreatePlan', planId: 'p1', terms, active: false })
      .then([created, { type: 'MembershipPlanDeactivated', data: { planId: 'p1' } }]);
    spec
      .given([created])
      .when({ type: 'CreatePlan', planId: 'p1', terms, active: true })
      .thenRefused(409, /already exists/);
  });

  it('records changed terms in full, and nothing when nothing changed', () => {
    spec
      .given([created])
      .when({ type: 'ChangePlan', planId: 'p1', terms: { price: 40000 } })
      .then([{ type: 'MembershipPlanChanged', data: { ...created.data, price: 40000 } }]);
    spec
      .given([created])
      .when({ type: 'ChangePlan', planId: 'p1', terms: { price: 35000 } })
      .thenNothing();
    spec
      .given([])
      .when({ type: 'ChangePlan', planId: 'p1', terms: {} })
      .thenRefused(404, /not found/);
  });

  it('deactivates and reactivates', () => {
    const deactivated: PlanEvent = { type: 'MembershipPlanDeactivated', data: { planId: 'p1' } };
    spec.given([created]).when({ type: 'ChangePlan', planId: 'p1', terms: {}, active: false }).then([deactivated]);
    spec
      .given([created, deactivated])
      .when({ type: 'ChangePlan', planId: 'p1', terms: {}, active: false })
      .thenNothing();
    spec
      .given([created, deactivated])
      .when({ type: 'ChangePlan', planId: 'p1', terms: {}, active: true })
      .then([{ type: 'MembershipPlanReactivated', data: { planId: 'p1' } }]);
  });
});
