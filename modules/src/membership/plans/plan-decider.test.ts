import { describe, it } from 'vitest';
import type { PlanEvent } from './plan-events.js';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { planDecider } from './plan-decider.js';
import type { PlanTermsData } from './plan-decider.js';

const spec = deciderSpec(planDecider);
const terms = {
  name: 'Monthly',
  price: 35000,
  duration: 1,
  durationUnit: 'months',
  description: '',
  joiningFee: 10000,
  billingFrequency: 'monthly',
  features: ['Gym floor'],
  allowedClasses: [],
} satisfies PlanTermsData;
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
      .thenRefused(409, /already exists/, 'plan.exists');
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
      .thenRefused(404, 'Plan not found', 'plan.not_found');
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

  it('keeps access windows as terms: recorded when set, dropped when emptied, absent for a plan without them', () => {
    const offPeak = { weekdays: [0, 1, 2, 3, 4], from: '09:00', to: '16:00', label: 'Off-peak' };
    spec
      .given([created])
      .when({ type: 'ChangePlan', planId: 'p1', terms: { accessWindows: [offPeak] } })
      .then([{ type: 'MembershipPlanChanged', data: { ...created.data, accessWindows: [offPeak] } }]);
    const windowed: PlanEvent = { type: 'MembershipPlanChanged', data: { ...created.data, accessWindows: [offPeak] } };
    spec
      .given([created, windowed])
      .when({ type: 'ChangePlan', planId: 'p1', terms: { accessWindows: [] } })
      .then([{ type: 'MembershipPlanChanged', data: created.data }]);
    // An old plan (no windows in its events) given an empty list changes nothing.
    spec
      .given([created])
      .when({ type: 'ChangePlan', planId: 'p1', terms: { accessWindows: [] } })
      .thenNothing();
  });
});

describe('plan decider: class packs (issue 47)', () => {
  it('creates a pack of class credits, and refuses a pack without credits', () => {
    const pack = { ...terms, kind: 'pack' as const, classCredits: 10, duration: 60, durationUnit: 'days' as const };
    spec
      .given([])
      .when({ type: 'CreatePlan', planId: 'p2', terms: pack, active: true })
      .then([
        { type: 'MembershipPlanCreated', data: { planId: 'p2', ...pack, features: ['Gym floor'], allowedClasses: [] } },
      ]);
    spec
      .given([])
      .when({ type: 'CreatePlan', planId: 'p2', terms: { ...pack, classCredits: null }, active: true })
      .thenRefused(400, 'A pack gives at least 1 class credit.', 'plan.pack_credits');
    spec
      .given([created])
      .when({ type: 'ChangePlan', planId: 'p1', terms: { kind: 'pack' } })
      .thenRefused(400, /at least 1 class credit/, 'plan.pack_credits');
  });
});
