import type { AdviceCode, AdvisorProfile } from './advisor-contracts.js';

/** Activity factor by training days a week (the usual Mifflin–St Jeor multipliers). */
export function activityFactor(daysPerWeek: number): number {
  if (daysPerWeek <= 2) return 1.375;
  if (daysPerWeek <= 4) return 1.55;
  return 1.725;
}

/** Change from maintenance by goal; a conservative plan never cuts more than 10 %, pregnancy never cuts. */
function goalAdjustment(profile: AdvisorProfile, conservative: boolean): number {
  if (profile.pregnant) return 0;
  if (profile.goal === 'lose-fat') return conservative ? -0.1 : -0.2;
  if (profile.goal === 'build-muscle') return conservative ? 0.05 : 0.1;
  return 0;
}

const PROTEIN_G_PER_KG = { 'lose-fat': 2.0, 'build-muscle': 1.8, 'general-fitness': 1.6, endurance: 1.4 } as const;

/**
 * Mifflin–St Jeor: BMR = 10 × kg + 6.25 × cm − 5 × age + 5 (men) or − 161 (women); maintenance = BMR × activity
 * factor; target = maintenance adjusted for the goal, never below the BMR. Protein by g/kg of body weight, fat 25 %
 * of the calories, carbohydrate the rest (4/4/9 kcal per gram).
 */
export function nutritionFor(profile: AdvisorProfile, conservative: boolean) {
  const bmr = Math.round(
    10 * profile.weightKg + 6.25 * profile.heightCm - 5 * profile.age + (profile.sex === 'male' ? 5 : -161),
  );
  const factor = activityFactor(profile.daysPerWeek);
  const maintenance = Math.round(bmr * factor);
  const calories = Math.max(bmr, Math.round((maintenance * (1 + goalAdjustment(profile, conservative))) / 10) * 10);
  const proteinG = Math.round(PROTEIN_G_PER_KG[profile.goal] * profile.weightKg);
  const fatG = Math.round((calories * 0.25) / 9);
  const carbsG = Math.max(0, Math.round((calories - proteinG * 4 - fatG * 9) / 4));
  const said: [string, AdviceCode][] = [
    [
      'Spread protein over 3–5 meals; drink 30–35 ml of water per kg of body weight a day, more in the Qatar heat.',
      { code: 'nutrition.protein' },
    ],
    [
      'Mostly whole foods: vegetables, fruit, whole grains, lean meat or fish, eggs, dairy or legumes.',
      { code: 'nutrition.wholeFoods' },
    ],
  ];
  if (profile.pregnant)
    said.push([
      'During pregnancy, calories and supplements are for your doctor or midwife to set.',
      { code: 'nutrition.pregnancy' },
    ]);
  if (profile.goal === 'lose-fat')
    said.push(['Aim to lose 0.5–1 % of body weight a week; adjust after 2–3 weeks.', { code: 'nutrition.loseFat' }]);
  if (profile.goal === 'build-muscle')
    said.push(['Aim to gain 0.25–0.5 % of body weight a week.', { code: 'nutrition.buildMuscle' }]);
  return {
    formula:
      `Mifflin–St Jeor: 10 × ${profile.weightKg} kg + 6.25 × ${profile.heightCm} cm − 5 × ${profile.age} ` +
      `${profile.sex === 'male' ? '+ 5' : '− 161'} = ${bmr} kcal BMR; × ${factor} activity = ${maintenance} kcal maintenance`,
    formulaCode: {
      code: 'nutrition.formula',
      params: {
        weight: profile.weightKg,
        height: profile.heightCm,
        age: profile.age,
        sex: profile.sex,
        bmr,
        factor,
        maintenance,
      },
    },
    bmr,
    activityFactor: factor,
    maintenance,
    calories,
    proteinG,
    carbsG,
    fatG,
    notes: said.map(([text]) => text),
    noteCodes: said.map(([, code]) => code),
  };
}
