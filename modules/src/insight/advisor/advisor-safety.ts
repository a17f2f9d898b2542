import type { AdvisorProfile } from './advisor-contracts.js';

/**
 * When the advisor must send the person to a professional first (rules, never the model): a stated medical condition,
 * pregnancy, an injury, an age where exercise needs clearance (under 16 or 65 and over), or a BMI of 35 or more.
 * Any of these makes the plan the conservative one.
 */
export function safetyOf(profile: AdvisorProfile) {
  const reasons: string[] = [];
  if (profile.conditions) reasons.push(`Medical condition stated: ${profile.conditions}`);
  if (profile.pregnant) reasons.push('Pregnancy');
  if (profile.injuries) reasons.push(`Injury stated: ${profile.injuries}`);
  if (profile.age < 16) reasons.push('Under 16 years old');
  if (profile.age >= 65) reasons.push('65 years or older');
  const bmi = profile.weightKg / (profile.heightCm / 100) ** 2;
  if (bmi >= 35) reasons.push(`BMI ${bmi.toFixed(1)} (35 or more)`);
  const referral = reasons.length > 0;
  return {
    referral,
    reasons,
    message: referral
      ? 'Please see a doctor or physiotherapist before starting, and show them this plan. Until they clear you, ' +
        'follow this conservative version: light loads, stop at any pain, dizziness or shortness of breath.'
      : 'No stated condition calls for a referral. Stop and seek advice if anything hurts.',
  };
}

export const ADVISOR_DISCLAIMER =
  'This is general fitness guidance computed from what was entered. It is not a medical diagnosis, treatment or a ' +
  'prescription, and it does not replace a doctor, physiotherapist or registered dietitian.';
