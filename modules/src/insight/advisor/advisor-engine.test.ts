import { describe, expect, it } from 'vitest';
import { advisorProfile, fitnessPlan } from './advisor-contracts.js';
import type { AdvisorProfileInput } from './advisor-contracts.js';
import { rulesPlan } from './advisor-engine.js';
import { TEST_PROFILE } from './test-profile.js';

const profile = (overrides: Partial<AdvisorProfileInput> = {}) =>
  advisorProfile.parse({ ...TEST_PROFILE, ...overrides });

describe('the offline advisor engine', () => {
  it('computes calories with Mifflin–St Jeor, the activity factor and the goal', () => {
    const plan = rulesPlan(profile());
    // 10×80 + 6.25×180 − 5×30 + 5 = 1780; × 1.55 = 2759; +10 % = 3034.9 → 3030
    expect(plan.nutrition).toMatchObject({ bmr: 1780, activityFactor: 1.55, maintenance: 2759, calories: 3030 });
    expect(plan.nutrition.proteinG).toBe(144); // 1.8 g/kg
    expect(plan.nutrition.fatG).toBe(84); // 25 % of 3030 / 9
    expect(plan.nutrition.proteinG * 4 + plan.nutrition.carbsG * 4 + plan.nutrition.fatG * 9).toBeCloseTo(3030, -1);
  });

  it('uses −161 for women and a 20 % deficit for fat loss, never below the BMR', () => {
    const plan = rulesPlan(
      profile({ sex: 'female', goal: 'lose-fat', weightKg: 60, heightCm: 165, age: 40, daysPerWeek: 2 }),
    );
    // 600 + 1031.25 − 200 − 161 = 1270.25 → 1270; × 1.375 = 1746; −20 % = 1397 → 1400
    expect(plan.nutrition).toMatchObject({ bmr: 1270, maintenance: 1746, calories: 1400 });
  });

  it('is deterministic and gives one session per training day, in the shared shape', () => {
    for (const days of [2, 3, 4, 5, 6]) {
      const a = rulesPlan(profile({ daysPerWeek: days }));
      expect(a).toEqual(rulesPlan(profile({ daysPerWeek: days })));
      expect(a.week).toHaveLength(days);
      expect(fitnessPlan.safeParse(a).success).toBe(true);
    }
  });

  it('chooses exercises by equipment and the dose by goal and experience', () => {
    const home = rulesPlan(profile({ equipment: 'bodyweight', experience: 'beginner', goal: 'endurance' }));
    const names = home.week.flatMap((d) => d.exercises.map((e) => e.name));
    expect(names).toContain('Bodyweight squat');
    expect(names).not.toContain('Barbell back squat');
    const squat = home.week.flatMap((d) => d.exercises).find((e) => e.name === 'Bodyweight squat')!;
    expect(squat).toMatchObject({ sets: 2, reps: '15–20', restSeconds: 45 });
  });

  it('refers injuries, conditions and pregnancy to a professional with a conservative plan', () => {
    const plan = rulesPlan(profile({ injuries: 'left knee pain', goal: 'lose-fat' }));
    expect(plan.safety.referral).toBe(true);
    expect(plan.safety.reasons).toEqual(['Injury stated: left knee pain']);
    const names = plan.week.flatMap((d) => d.exercises.map((e) => e.name));
    expect(names).not.toContain('Barbell back squat');
    expect(names).not.toContain('Leg press');
    expect(plan.week.flatMap((d) => d.exercises).every((e) => e.sets <= 2)).toBe(true);
    // A conservative cut is 10 %, not 20 %.
    expect(plan.nutrition.calories).toBe(Math.round((plan.nutrition.maintenance * 0.9) / 10) * 10);

    const pregnant = rulesPlan(profile({ sex: 'female', pregnant: true, goal: 'lose-fat' }));
    expect(pregnant.safety.referral).toBe(true);
    expect(pregnant.nutrition.calories).toBe(Math.round(pregnant.nutrition.maintenance / 10) * 10);

    expect(rulesPlan(profile({ conditions: 'type 1 diabetes' })).safety.reasons[0]).toMatch(/diabetes/);
    expect(rulesPlan(profile()).safety.referral).toBe(false);
  });
});
