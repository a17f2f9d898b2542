import { describe, it } from 'vitest';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { advisorProfile } from './advisor-contracts.js';
import { planDecider } from './advisor-decider.js';
import { rulesPlan } from './advisor-engine.js';

const plan = rulesPlan(
  advisorProfile.parse({
    goal: 'general-fitness',
    age: 35,
    sex: 'female',
    heightCm: 165,
    weightKg: 62,
    experience: 'beginner',
    daysPerWeek: 3,
    equipment: 'dumbbells',
  }),
);
const save = {
  type: 'SavePlan' as const,
  planId: 'p1',
  memberId: 'm1',
  member: { name: 'Sara Ali', archived: false },
  plan,
};
const spec = deciderSpec(planDecider);
const saved = {
  type: 'FitnessPlanSaved' as const,
  data: {
    planId: 'p1',
    memberId: 'm1',
    memberName: 'Sara Ali',
    plan: { ...plan, profile: { ...plan.profile, memberId: 'm1' } },
  },
};

describe('saving a fitness plan to a member', () => {
  it('given nothing, saves the plan to the member', () => spec.given([]).when(save).then([saved]));
  it('refuses to save the same plan twice', () =>
    spec.given([saved]).when(save).thenRefused(409, 'already saved', 'advisor.plan_saved'));
  it('refuses an unknown member', () =>
    spec
      .given([])
      .when({ ...save, member: null })
      .thenRefused(404, 'Member not found', 'member.not_found'));
  it('refuses an archived member', () =>
    spec
      .given([])
      .when({ ...save, member: { name: 'Sara Ali', archived: true } })
      .thenRefused(409, 'archived', 'advisor.member_archived'));
  it('refuses a plan made for another member', () =>
    spec
      .given([])
      .when({ ...save, plan: { ...plan, profile: { ...plan.profile, memberId: 'm2' } } })
      .thenRefused(409, 'another member', 'advisor.other_member'));
});

describe('sending a saved plan to its member', () => {
  const send = { type: 'SendPlan' as const, planId: 'p1', channel: 'email' as const, messageId: 'msg1' };
  it('records the send to the member the plan was saved to', () =>
    spec
      .given([saved])
      .when(send)
      .then([
        {
          type: 'FitnessPlanSent',
          data: { planId: 'p1', memberId: 'm1', memberName: 'Sara Ali', channel: 'email', messageId: 'msg1' },
        },
      ]));
  it('refuses to send a plan that was never saved', () =>
    spec.given([]).when(send).thenRefused(404, 'Plan not found', 'advisor.plan_not_found'));
});
