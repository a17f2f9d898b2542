import type { FitnessPlan } from '@gym/modules/insight/advisor/advisor-contracts';

/** The message id of each goal's name: the profile form offers them, a plan's heading names its own. */
export const GOALS: Record<FitnessPlan['profile']['goal'], string> = {
  'lose-fat': 'ai-fitness.goal.loseFat',
  'build-muscle': 'ai-fitness.goal.buildMuscle',
  'general-fitness': 'ai-fitness.goal.generalFitness',
  endurance: 'ai-fitness.goal.endurance',
};
