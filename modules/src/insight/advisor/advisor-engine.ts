import type { AdvisorProfile, FitnessPlan, TrainingPlan } from './advisor-contracts.js';
import { ADVISOR_DISCLAIMER, ADVISOR_DISCLAIMER_CODE, safetyOf } from './advisor-safety.js';
import { nutritionFor } from './nutrition.js';
import { trainingFor } from './workout.js';

/**
 * The advisor's default engine: deterministic, offline, no key. The same profile always gives the same plan. An AI
 * engine may replace the training half only; nutrition (the formula) and safety (the rules) always come from here.
 */
export function rulesPlan(profile: AdvisorProfile, training?: TrainingPlan): FitnessPlan {
  const safety = safetyOf(profile);
  const week = training ?? trainingFor(profile, safety.referral);
  return {
    engine: training ? 'ai' : 'rules',
    profile,
    ...week,
    nutrition: nutritionFor(profile, safety.referral),
    safety,
    disclaimer: ADVISOR_DISCLAIMER,
    disclaimerCode: ADVISOR_DISCLAIMER_CODE,
  };
}
