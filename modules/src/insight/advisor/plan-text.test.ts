import { describe, expect, it } from 'vitest';
import { advisorProfile } from './advisor-contracts.js';
import { rulesPlan } from './advisor-engine.js';
import { planAsText } from './plan-text.js';
import { TEST_PROFILE } from './test-profile.js';

describe('a plan as a message', () => {
  it('carries every day with its exercises, the nutrition targets and the disclaimer', () => {
    const plan = rulesPlan(advisorProfile.parse(TEST_PROFILE));
    const { subject, body } = planAsText(plan, 'Omar', 'Iron Gym');
    expect(subject).toBe('Your training plan from Iron Gym');
    expect(body.startsWith('Hello Omar,')).toBe(true);
    for (const day of plan.week) expect(body).toContain(`${day.day} — ${day.focus}`);
    const first = plan.week[0]!.exercises[0]!;
    expect(body).toContain(`- ${first.name}: ${first.sets} × ${first.reps}, rest ${first.restSeconds} s`);
    expect(body).toContain(`about ${plan.nutrition.calories} kcal a day`);
    expect(body).toContain(plan.disclaimer);
    expect(body).not.toContain('Important:');
  });

  it('puts the referral to a professional first when the profile calls for one', () => {
    const plan = rulesPlan(advisorProfile.parse({ ...TEST_PROFILE, injuries: 'knee surgery last month' }));
    expect(plan.safety.referral).toBe(true);
    const { body } = planAsText(plan, 'Omar', 'Iron Gym');
    expect(body.indexOf(`Important: ${plan.safety.message}`)).toBeLessThan(body.indexOf(plan.week[0]!.day));
  });
});
