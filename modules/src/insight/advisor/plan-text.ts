import type { FitnessPlan } from './advisor-contracts.js';

/**
 * A saved plan as a plain-text message (e-mail, SMS, WhatsApp all carry plain text): the week, the progression, the
 * nutrition targets, and the safety referral and disclaimer, which always travel with the plan.
 */
export function planAsText(plan: FitnessPlan, firstName: string, gymName: string): { subject: string; body: string } {
  const lines: string[] = [`Hello ${firstName},`, '', `Your weekly training plan from ${gymName}:`];
  if (plan.safety.referral) lines.push('', `Important: ${plan.safety.message}`);
  for (const day of plan.week) {
    lines.push('', `${day.day} — ${day.focus}`);
    for (const e of day.exercises)
      lines.push(`- ${e.name}: ${e.sets} × ${e.reps}, rest ${e.restSeconds} s${e.notes ? ` (${e.notes})` : ''}`);
  }
  lines.push('', 'Progression:', ...plan.progression.map((p) => `- ${p}`));
  const n = plan.nutrition;
  lines.push(
    '',
    `Nutrition: about ${n.calories} kcal a day — protein ${n.proteinG} g, carbohydrates ${n.carbsG} g, fat ${n.fatG} g.`,
    ...n.notes.map((note) => `- ${note}`),
    '',
    plan.disclaimer,
  );
  return { subject: `Your training plan from ${gymName}`, body: lines.join('\n') };
}
