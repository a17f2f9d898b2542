import type { AdviceCode, AdvisorProfile } from './advisor-contracts.js';

/**
 * When the advisor must send the person to a professional first (rules, never the model): a stated medical condition,
 * pregnancy, an injury, an age where exercise needs clearance (under 16 or 65 and over), or a BMI of 35 or more.
 * Any of these makes the plan the conservative one. Each text has its code beside it, for the UI to word (issue 46).
 */
export function safetyOf(profile: AdvisorProfile) {
  const said: [string, AdviceCode][] = [];
  if (profile.conditions)
    said.push([
      `Medical condition stated: ${profile.conditions}`,
      { code: 'safety.condition', params: { condition: profile.conditions } },
    ]);
  if (profile.pregnant) said.push(['Pregnancy', { code: 'safety.pregnancy' }]);
  if (profile.injuries)
    said.push([`Injury stated: ${profile.injuries}`, { code: 'safety.injury', params: { injury: profile.injuries } }]);
  if (profile.age < 16) said.push(['Under 16 years old', { code: 'safety.under16' }]);
  if (profile.age >= 65) said.push(['65 years or older', { code: 'safety.over65' }]);
  const bmi = profile.weightKg / (profile.heightCm / 100) ** 2;
  if (bmi >= 35)
    said.push([`BMI ${bmi.toFixed(1)} (35 or more)`, { code: 'safety.bmi', params: { bmi: bmi.toFixed(1) } }]);
  const referral = said.length > 0;
  return {
    referral,
    reasons: said.map(([text]) => text),
    reasonCodes: said.map(([, code]) => code),
    message: referral
      ? 'Please see a doctor or physiotherapist before starting, and show them this plan. Until they clear you, ' +
        'follow this conservative version: light loads, stop at any pain, dizziness or shortness of breath.'
      : 'No stated condition calls for a referral. Stop and seek advice if anything hurts.',
    messageCode: { code: referral ? 'safety.referralMessage' : 'safety.clearMessage' },
  };
}

export const ADVISOR_DISCLAIMER =
  'This is general fitness guidance computed from what was entered. It is not a medical diagnosis, treatment or a ' +
  'prescription, and it does not replace a doctor, physiotherapist or registered dietitian.';
export const ADVISOR_DISCLAIMER_CODE: AdviceCode = { code: 'disclaimer' };
