import { z } from 'zod';
import { multiLine, singleLine } from '@gym/kernel/contracts/text';

/** What the advisor needs to know: typed in at the page, or prefilled from a member's record. */
export const advisorGoal = z.enum(['lose-fat', 'build-muscle', 'general-fitness', 'endurance']);
export const advisorExperience = z.enum(['beginner', 'intermediate', 'advanced']);
export const advisorEquipment = z.enum(['full-gym', 'dumbbells', 'bodyweight']);

export const advisorProfile = z.object({
  memberId: singleLine().max(100).optional().nullable(),
  goal: advisorGoal,
  age: z.number({ error: 'Enter the age in years' }).int().min(14, 'The advisor is for ages 14 and over').max(100),
  sex: z.enum(['male', 'female'], { error: 'Choose male or female (the formula differs)' }),
  heightCm: z
    .number({ error: 'Enter the height in cm' })
    .min(120, 'Height in cm, 120–230')
    .max(230, 'Height in cm, 120–230'),
  weightKg: z
    .number({ error: 'Enter the weight in kg' })
    .min(30, 'Weight in kg, 30–300')
    .max(300, 'Weight in kg, 30–300'),
  experience: advisorExperience,
  daysPerWeek: z.number().int().min(2, 'Between 2 and 6 days').max(6, 'Between 2 and 6 days'),
  equipment: advisorEquipment,
  injuries: multiLine().trim().max(300).default(''),
  conditions: multiLine().trim().max(300).default(''),
  pregnant: z.boolean().default(false),
});
export type AdvisorProfile = z.output<typeof advisorProfile>;
export type AdvisorProfileInput = z.input<typeof advisorProfile>;

/**
 * A text of the rules engine by its code and values (issue 46): the UI words it in the page's language from
 * `ai-fitness.advice.<code>`, and shows the English text beside it when it does not know the code. Plans the AI
 * endpoint wrote, and plans saved before the codes, have none: their text is shown as it is.
 */
export const adviceCode = z.object({
  code: z
    .string()
    .max(80)
    .regex(/^[A-Za-z0-9]+(\.[A-Za-z0-9]+)*$/),
  params: z.record(singleLine().max(40), z.union([multiLine().max(300), z.number()])).optional(),
});
export type AdviceCode = z.infer<typeof adviceCode>;

export const planExercise = z.object({
  name: multiLine().min(1).max(120),
  nameCode: adviceCode.optional(),
  sets: z.number().int().min(1).max(10),
  reps: multiLine().min(1).max(40),
  repsCode: adviceCode.optional(),
  restSeconds: z.number().int().min(0).max(600),
  notes: multiLine().max(300).optional(),
  notesCode: adviceCode.optional(),
});
export const planDay = z.object({
  day: multiLine().min(1).max(20),
  dayCode: adviceCode.optional(),
  focus: multiLine().min(1).max(80),
  focusCode: adviceCode.optional(),
  exercises: z.array(planExercise).min(1).max(12),
});

/** The training half of a plan: what an AI endpoint must answer (nutrition and safety are never the model's). */
export const trainingPlan = z.object({
  week: z.array(planDay).min(2).max(7),
  progression: z.array(multiLine().min(1).max(300)).min(1).max(8),
  /** The progression's steps by code, one per step (the rules engine's). */
  progressionCodes: z.array(adviceCode).max(8).optional(),
});
export type TrainingPlan = z.infer<typeof trainingPlan>;

export const nutritionPlan = z.object({
  formula: multiLine(),
  formulaCode: adviceCode.optional(),
  bmr: z.number().int(),
  activityFactor: z.number(),
  maintenance: z.number().int(),
  calories: z.number().int(),
  proteinG: z.number().int(),
  carbsG: z.number().int(),
  fatG: z.number().int(),
  notes: z.array(multiLine()),
  noteCodes: z.array(adviceCode).optional(),
});

export const safetyAdvice = z.object({
  /** True when something stated calls for a professional first; the plan is then the conservative one. */
  referral: z.boolean(),
  reasons: z.array(multiLine()),
  reasonCodes: z.array(adviceCode).optional(),
  message: multiLine(),
  messageCode: adviceCode.optional(),
});

export const fitnessPlan = trainingPlan.extend({
  engine: z.enum(['rules', 'ai']),
  /** Why the AI engine was not used when it was configured (timeout, invalid answer…). */
  fallbackReason: multiLine().optional(),
  fallbackCode: adviceCode.optional(),
  profile: advisorProfile,
  nutrition: nutritionPlan,
  safety: safetyAdvice,
  disclaimer: multiLine(),
  disclaimerCode: adviceCode.optional(),
});
export type FitnessPlan = z.infer<typeof fitnessPlan>;

/** Saving a plan to a member (an event on the member's plan stream). */
export const savePlanRequest = z.object({
  memberId: singleLine().min(1, 'Choose a member').max(100),
  plan: fitnessPlan,
});
export const savedPlan = z.object({
  id: z.string(),
  memberId: z.string(),
  savedAt: z.string(),
  savedBy: z.string(),
  plan: fitnessPlan,
});
export type SavedPlan = z.infer<typeof savedPlan>;

/** What the member's record tells the advisor (the form fills the rest). */
export const memberProfileHint = z.object({
  memberId: z.string(),
  name: z.string(),
  sex: z.enum(['male', 'female']).nullable(),
  age: z.number().int().nullable(),
  weightKg: z.number().nullable(),
});
export type MemberProfileHint = z.infer<typeof memberProfileHint>;
