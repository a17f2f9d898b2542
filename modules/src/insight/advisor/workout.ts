import type { AdviceCode, AdvisorProfile, TrainingPlan } from './advisor-contracts.js';

type Pattern =
  'squat' | 'hinge' | 'lunge' | 'push' | 'pull' | 'overhead' | 'row' | 'core' | 'arms' | 'calves' | 'conditioning';
type Equipment = AdvisorProfile['equipment'];

/** One exercise per movement pattern and equipment, and the gentler one used when an injury rules the pattern out. */
const LIBRARY: Record<Pattern, Record<Equipment, string> & { gentle: string }> = {
  squat: {
    'full-gym': 'Barbell back squat',
    dumbbells: 'Goblet squat',
    bodyweight: 'Bodyweight squat',
    gentle: 'Box squat to a bench (pain-free depth)',
  },
  hinge: {
    'full-gym': 'Romanian deadlift',
    dumbbells: 'Dumbbell Romanian deadlift',
    bodyweight: 'Single-leg hip hinge',
    gentle: 'Glute bridge',
  },
  lunge: {
    'full-gym': 'Leg press',
    dumbbells: 'Dumbbell split squat',
    bodyweight: 'Reverse lunge',
    gentle: 'Step-up onto a low step',
  },
  push: {
    'full-gym': 'Bench press',
    dumbbells: 'Dumbbell floor press',
    bodyweight: 'Push-up (knees if needed)',
    gentle: 'Incline push-up against a bench',
  },
  pull: {
    'full-gym': 'Lat pulldown',
    dumbbells: 'Dumbbell pullover',
    bodyweight: 'Towel row under a table',
    gentle: 'Band pull-apart',
  },
  overhead: {
    'full-gym': 'Seated dumbbell shoulder press',
    dumbbells: 'Dumbbell shoulder press',
    bodyweight: 'Pike push-up',
    gentle: 'Light lateral raise (below shoulder height)',
  },
  row: {
    'full-gym': 'Seated cable row',
    dumbbells: 'One-arm dumbbell row',
    bodyweight: 'Prone Y-T raise',
    gentle: 'Chest-supported light row',
  },
  core: { 'full-gym': 'Cable pallof press', dumbbells: 'Dead bug', bodyweight: 'Plank', gentle: 'Dead bug (slow)' },
  arms: {
    'full-gym': 'Cable biceps curl + triceps pushdown',
    dumbbells: 'Dumbbell curl + overhead extension',
    bodyweight: 'Bench dip + chin-up hold',
    gentle: 'Light band curl + pushdown',
  },
  calves: {
    'full-gym': 'Standing calf raise',
    dumbbells: 'Dumbbell calf raise',
    bodyweight: 'Single-leg calf raise',
    gentle: 'Seated calf raise',
  },
  conditioning: {
    'full-gym': 'Bike or rower, steady (zone 2)',
    dumbbells: 'Brisk walk or cycling, steady (zone 2)',
    bodyweight: 'Brisk walk, steady (zone 2)',
    gentle: 'Easy walk or stationary bike',
  },
};

/** Which patterns an injury named in words rules out (matched on common words, English and Arabic). */
const INJURY_RULES: { words: RegExp; avoid: Pattern[] }[] = [
  { words: /knee|ركب/i, avoid: ['squat', 'lunge'] },
  { words: /back|spine|disc|ظهر/i, avoid: ['hinge', 'squat'] },
  { words: /shoulder|rotator|كتف/i, avoid: ['overhead', 'push'] },
  { words: /wrist|elbow|رسغ|كوع/i, avoid: ['push', 'arms'] },
  { words: /ankle|foot|achilles|كاحل/i, avoid: ['lunge', 'calves'] },
];

const SPLITS: Record<number, { focus: string; patterns: Pattern[] }[]> = {
  2: [
    { focus: 'Full body A', patterns: ['squat', 'push', 'row', 'core'] },
    { focus: 'Full body B', patterns: ['hinge', 'overhead', 'pull', 'lunge'] },
  ],
  3: [
    { focus: 'Full body A', patterns: ['squat', 'push', 'row', 'core'] },
    { focus: 'Full body B', patterns: ['hinge', 'overhead', 'pull', 'calves'] },
    { focus: 'Full body C', patterns: ['lunge', 'push', 'row', 'arms'] },
  ],
  4: [
    { focus: 'Upper body', patterns: ['push', 'row', 'overhead', 'arms'] },
    { focus: 'Lower body', patterns: ['squat', 'hinge', 'calves', 'core'] },
    { focus: 'Upper body', patterns: ['overhead', 'pull', 'push', 'arms'] },
    { focus: 'Lower body', patterns: ['lunge', 'hinge', 'calves', 'core'] },
  ],
  5: [
    { focus: 'Upper body', patterns: ['push', 'row', 'overhead', 'arms'] },
    { focus: 'Lower body', patterns: ['squat', 'hinge', 'calves', 'core'] },
    { focus: 'Push', patterns: ['push', 'overhead', 'arms'] },
    { focus: 'Pull', patterns: ['pull', 'row', 'core'] },
    { focus: 'Legs', patterns: ['lunge', 'hinge', 'calves'] },
  ],
  6: [
    { focus: 'Push', patterns: ['push', 'overhead', 'arms'] },
    { focus: 'Pull', patterns: ['pull', 'row', 'core'] },
    { focus: 'Legs', patterns: ['squat', 'hinge', 'calves'] },
    { focus: 'Push', patterns: ['overhead', 'push', 'arms'] },
    { focus: 'Pull', patterns: ['row', 'pull', 'core'] },
    { focus: 'Legs', patterns: ['lunge', 'hinge', 'calves'] },
  ],
};

/** Each focus's code (the UI words it, issue 46). */
const FOCUS_CODES: Record<string, string> = {
  'Full body A': 'fullBodyA',
  'Full body B': 'fullBodyB',
  'Full body C': 'fullBodyC',
  'Upper body': 'upperBody',
  'Lower body': 'lowerBody',
  Push: 'push',
  Pull: 'pull',
  Legs: 'legs',
};
const VARIANT_CODES = { 'full-gym': 'fullGym', dumbbells: 'dumbbells', bodyweight: 'bodyweight', gentle: 'gentle' };
const exerciseCode = (pattern: Pattern, variant: Equipment | 'gentle'): AdviceCode => ({
  code: `exercise.${pattern}.${VARIANT_CODES[variant]}`,
});
/** A range with its unit ("20–30 s", "15 min") by code and the range as it is written. */
const timed = (range: string, unit: 'seconds' | 'minutes'): [string, AdviceCode] => [
  `${range} ${unit === 'seconds' ? 's' : 'min'}`,
  { code: `reps.${unit}`, params: { range } },
];

/** Training days spread over the week (Saturday is the first working day in Qatar). */
const DAYS: Record<number, string[]> = {
  2: ['Sunday', 'Wednesday'],
  3: ['Saturday', 'Monday', 'Wednesday'],
  4: ['Saturday', 'Sunday', 'Tuesday', 'Wednesday'],
  5: ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday'],
  6: ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'],
};

const DOSE = {
  'build-muscle': { sets: 3, reps: '8–12', rest: 90 },
  'lose-fat': { sets: 3, reps: '10–15', rest: 60 },
  'general-fitness': { sets: 3, reps: '10–12', rest: 75 },
  endurance: { sets: 2, reps: '15–20', rest: 45 },
} as const;

/** The week: a split by days a week, one exercise per pattern, sets/reps/rest by goal and experience. */
export function trainingFor(profile: AdvisorProfile, conservative: boolean): TrainingPlan {
  const avoided = new Set(INJURY_RULES.filter((r) => r.words.test(profile.injuries)).flatMap((r) => r.avoid));
  const dose = DOSE[profile.goal];
  const extra = profile.experience === 'beginner' ? -1 : profile.experience === 'advanced' ? 1 : 0;
  const sets = conservative ? 2 : Math.max(2, dose.sets + extra);
  const reps = conservative ? '12–15 (easy, 3+ reps left in reserve)' : dose.reps;
  const repsCode: AdviceCode | undefined = conservative ? { code: 'reps.easy' } : undefined;
  const rest = conservative ? Math.max(90, dose.rest) : dose.rest;
  const cardio = profile.goal === 'lose-fat' || profile.goal === 'endurance';
  const week = SPLITS[profile.daysPerWeek]!.map((session, index) => {
    const exercises = session.patterns.map((pattern) => {
      const gentle = avoided.has(pattern) || (conservative && (pattern === 'hinge' || pattern === 'squat'));
      const variant = gentle ? 'gentle' : profile.equipment;
      const [coreReps, coreCode] = timed(conservative ? '20–30' : '30–45', 'seconds');
      const [exerciseReps, exerciseRepsCode] = pattern === 'core' ? [coreReps, coreCode] : [reps, repsCode];
      return {
        name: LIBRARY[pattern][variant],
        nameCode: exerciseCode(pattern, variant),
        sets,
        reps: exerciseReps,
        ...(exerciseRepsCode ? { repsCode: exerciseRepsCode } : {}),
        restSeconds: rest,
        ...(avoided.has(pattern)
          ? { notes: 'Chosen around the stated injury; skip it if it hurts.', notesCode: { code: 'note.injury' } }
          : {}),
      };
    });
    if (cardio) {
      const variant = conservative ? 'gentle' : profile.equipment;
      const [cardioReps, cardioCode] = timed(
        conservative ? '15' : profile.goal === 'endurance' ? '30–40' : '20–30',
        'minutes',
      );
      exercises.push({
        name: LIBRARY.conditioning[variant],
        nameCode: exerciseCode('conditioning', variant),
        sets: 1,
        reps: cardioReps,
        repsCode: cardioCode,
        restSeconds: 0,
      });
    }
    const day = DAYS[profile.daysPerWeek]![index]!;
    return {
      day,
      dayCode: { code: `day.${day.toLowerCase()}` },
      focus: session.focus,
      focusCode: { code: `focus.${FOCUS_CODES[session.focus]!}` },
      exercises,
    };
  });
  const steps: [string, AdviceCode][] = conservative
    ? [
        [
          'Weeks 1–4: keep the same loads; add one set only when every session felt easy and pain-free.',
          { code: 'progression.sameLoads' },
        ],
        [
          'Increase one thing at a time (reps, then load) and only after your doctor or physiotherapist agrees.',
          { code: 'progression.oneThing' },
        ],
      ]
    : [
        [
          `Add one rep per set each session until you reach the top of the range (${dose.reps}), then add the ` +
            'smallest load step (2.5 kg barbell, 1–2 kg dumbbells, or a harder variation) and start again at the bottom.',
          { code: 'progression.addRep', params: { range: dose.reps } },
        ],
        profile.experience === 'beginner'
          ? ['Learn each movement with a coach in week 1; keep 2–3 reps in reserve.', { code: 'progression.learn' }]
          : ['Every 4th week, deload: same exercises, half the sets.', { code: 'progression.deload' }],
        cardio
          ? ['Add 5 minutes to the steady cardio every second week.', { code: 'progression.cardio' }]
          : ['Walk 7,000–10,000 steps a day.', { code: 'progression.steps' }],
      ];
  return { week, progression: steps.map(([text]) => text), progressionCodes: steps.map(([, code]) => code) };
}
