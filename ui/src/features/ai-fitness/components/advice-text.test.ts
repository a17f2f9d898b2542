import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// eslint-disable-next-line gym/module-boundaries -- the test holds the UI's English to the rules engine's own texts
import { rulesPlan } from '@gym/modules/insight/advisor/advisor-engine';
// eslint-disable-next-line gym/module-boundaries -- the fallbacks' texts are the AI engine's
import { advise } from '@gym/modules/insight/advisor/ai-engine';
import { advisorProfile } from '@gym/modules/insight/advisor/advisor-contracts';
import type { AdviceCode, AdvisorProfileInput, FitnessPlan } from '@gym/modules/insight/advisor/advisor-contracts';
import { activateLocale, i18n, loadCatalogue, registerCatalogue } from '../../../lib/i18n/i18n';
import { aiFitnessFeature } from '../feature';
import { adviceIn } from './advice-text';

const base: AdvisorProfileInput = {
  goal: 'build-muscle',
  age: 30,
  sex: 'male',
  heightCm: 180,
  weightKg: 80.5,
  experience: 'intermediate',
  daysPerWeek: 4,
  equipment: 'full-gym',
};
/** What makes the engine choose differently: each goal, level, kind of equipment, days a week and reason to refer. */
const variations: Partial<AdvisorProfileInput>[] = [
  {},
  { injuries: 'left knee and lower back' },
  { injuries: 'shoulder, wrist and ankle' },
  { conditions: 'type 1 diabetes' },
  { sex: 'female', pregnant: true },
  { age: 15 },
  { age: 70 },
  { weightKg: 130, heightCm: 170 },
];
const profiles = (['lose-fat', 'build-muscle', 'general-fitness', 'endurance'] as const).flatMap((goal) =>
  (['beginner', 'intermediate', 'advanced'] as const).flatMap((experience) =>
    (['full-gym', 'dumbbells', 'bodyweight'] as const).flatMap((equipment) =>
      [2, 3, 4, 5, 6].flatMap((daysPerWeek) =>
        variations.map((v) => advisorProfile.parse({ ...base, goal, experience, equipment, daysPerWeek, ...v })),
      ),
    ),
  ),
);

/** Every text of a plan beside its code. */
function said(plan: FitnessPlan): [AdviceCode | undefined, string][] {
  const list = (texts: string[], codes: AdviceCode[] | undefined) =>
    texts.map((text, i): [AdviceCode | undefined, string] => [codes?.[i], text]);
  return [
    ...plan.week.flatMap((day) => [
      [day.dayCode, day.day] as [AdviceCode | undefined, string],
      [day.focusCode, day.focus] as [AdviceCode | undefined, string],
      ...day.exercises.flatMap((e) => [
        [e.nameCode, e.name] as [AdviceCode | undefined, string],
        ...(e.repsCode ? [[e.repsCode, e.reps] as [AdviceCode, string]] : []),
        ...(e.notes ? [[e.notesCode, e.notes] as [AdviceCode | undefined, string]] : []),
      ]),
    ]),
    ...list(plan.progression, plan.progressionCodes),
    [plan.nutrition.formulaCode, plan.nutrition.formula],
    ...list(plan.nutrition.notes, plan.nutrition.noteCodes),
    ...list(plan.safety.reasons, plan.safety.reasonCodes),
    [plan.safety.messageCode, plan.safety.message],
    [plan.disclaimerCode, plan.disclaimer],
    ...(plan.fallbackReason ? [[plan.fallbackCode, plan.fallbackReason] as [AdviceCode | undefined, string]] : []),
  ];
}

const endpoint = { baseUrl: 'http://advisor.invalid', model: 'm', apiKey: undefined, timeoutMs: 1000 };
/** An endpoint answering `body` with `status`, streamed as one SSE chunk. */
const answering = (status: number, content: string) =>
  (async () =>
    new Response(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\ndata: [DONE]\n\n`, {
      status,
    })) as unknown as typeof fetch;

let texts: [AdviceCode | undefined, string][] = [];
const say = ([code, english]: [AdviceCode | undefined, string]) => adviceIn(i18n._.bind(i18n), code, english);

describe("the advisor's texts, worded by the UI from the rules engine's codes (issue 46)", () => {
  beforeAll(async () => {
    registerCatalogue(aiFitnessFeature.name, aiFitnessFeature.messages);
    await Promise.all([loadCatalogue('en', aiFitnessFeature.name), loadCatalogue('ar', aiFitnessFeature.name)]);
    await activateLocale('en');
    const fallbacks = await Promise.all([
      advise(profiles[0]!, endpoint, answering(500, '')),
      advise(profiles[0]!, endpoint, answering(200, '{"week": []}')),
      advise(
        profiles[0]!,
        endpoint,
        answering(
          200,
          JSON.stringify({
            week: [1, 2, 3].map(() => ({
              day: 'Sunday',
              focus: 'Full',
              exercises: [{ name: 'Row', sets: 3, reps: '8', restSeconds: 60 }],
            })),
            progression: ['More'],
          }),
        ),
      ),
      advise(profiles[0]!, endpoint, answering(200, 'not json')),
    ]);
    texts = [...profiles.map((profile) => rulesPlan(profile)), ...fallbacks].flatMap(said);
  });
  afterAll(() => activateLocale('en'));

  it('gives every text of the rules engine a code, each code a message, and uses every message', () => {
    expect(texts.filter(([code]) => !code).map(([, text]) => text)).toEqual([]);
    const used = new Set(texts.map(([code]) => `ai-fitness.advice.${code!.code}`));
    const catalogue = Object.keys(i18n.messages).filter((id) => id.startsWith('ai-fitness.advice.'));
    expect([...used].sort()).toEqual(catalogue.sort());
  });

  it('says each in English exactly as the engine wrote it', () => {
    const differ = texts.filter((text) => say(text) !== text[1]).map((text) => [text[1], say(text)]);
    expect(differ).toEqual([]);
  });

  it('says them in Arabic, what was typed as it was typed', async () => {
    await activateLocale('ar');
    const arabic = new Set(texts.map(say));
    // What was typed (an injury, a condition) and an error the endpoint gave stay as they are.
    const typed = /left knee|shoulder|diabetes|JSON/;
    for (const text of [...arabic].filter((t) => !typed.test(t)))
      expect(text, text).not.toMatch(/\b(the|and|or|of|a|set|week|kg|reps?)\b/i);
    expect(arabic).toContain('إصابة مذكورة: left knee and lower back');
    expect(arabic).toContain('السبت');
    expect(arabic).toContain('قرفصاء خلفية بالبار');
    expect(arabic).toContain('30–45 ث');
    expect([...arabic].some((text) => text.startsWith('معادلة ميفلين–سان جيور: 10 × 80.5 كغ'))).toBe(true);
  });

  it("keeps the AI endpoint's plan in its own words, even when it copied codes", async () => {
    const week = [1, 2].map(() => ({
      day: 'Sunday',
      dayCode: { code: 'day.monday' },
      focus: 'Full',
      exercises: [{ name: 'Row', nameCode: { code: 'exercise.squat.fullGym' }, sets: 3, reps: '8', restSeconds: 60 }],
    }));
    const plan = await advise(profiles[0]!, endpoint, answering(200, JSON.stringify({ week, progression: ['More'] })));
    expect(plan.engine).toBe('ai');
    expect(
      said(plan)
        .filter(([code]) => !code)
        .map(([, text]) => text),
    ).toEqual(['Sunday', 'Full', 'Row', 'Sunday', 'Full', 'Row', 'More']);
  });

  it('shows the text as it is when it has no code or a code the UI does not know', () => {
    expect(say([undefined, 'Trap-bar deadlift'])).toBe('Trap-bar deadlift');
    expect(say([{ code: 'somethingNew' }, 'Something new'])).toBe('Something new');
  });
});
