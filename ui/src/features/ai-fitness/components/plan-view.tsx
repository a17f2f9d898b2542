import type { FitnessPlan } from '@gym/modules/insight/advisor/advisor-contracts';
import { ColumnHeaders } from '../../../components/ui/column-headers';
import { useT } from '../../../lib/i18n/use-t';
import { adviceIn, adviceListIn } from './advice-text';
import { GOALS } from './goal-labels';

/**
 * A plan as staff and members read it (and print it): the safety advice first, then the week, the progression and
 * the nutrition with the formula it came from, and what the advice is not.
 */
export function PlanView({ plan, memberName }: { plan: FitnessPlan; memberName?: string | undefined }) {
  const t = useT();
  const { profile, nutrition, safety } = plan;
  const heading = { goal: t(GOALS[profile.goal]), days: profile.daysPerWeek };
  return (
    <article aria-labelledby="plan-heading" className="grid gap-5" data-print-plan="">
      <header>
        <h2 id="plan-heading" className="text-xl font-semibold text-slate-900">
          {memberName
            ? t('ai-fitness.plan.titleFor', { ...heading, member: memberName })
            : t('ai-fitness.plan.titleYours', heading)}
        </h2>
        <p className="text-sm text-slate-700">
          {plan.engine === 'ai' ? t('ai-fitness.plan.engineAi') : t('ai-fitness.plan.engineRules')}
          {plan.fallbackReason ? ` (${adviceIn(t, plan.fallbackCode, plan.fallbackReason)}.)` : ''}
        </p>
      </header>

      <section
        aria-labelledby="safety-heading"
        className={`rounded-lg border p-4 ${safety.referral ? 'border-amber-400 bg-amber-50' : 'border-slate-200 bg-white'}`}
      >
        <h3 id="safety-heading" className="font-semibold text-slate-900">
          {safety.referral ? t('ai-fitness.plan.referral') : t('ai-fitness.plan.safety')}
        </h3>
        {safety.reasons.length > 0 ? (
          <ul className="mt-1 list-disc ps-5 text-sm text-slate-800">
            {adviceListIn(t, safety.reasons, safety.reasonCodes).map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ) : null}
        <p className="mt-1 text-sm text-slate-800">{adviceIn(t, safety.messageCode, safety.message)}</p>
      </section>

      <section aria-labelledby="week-heading" className="grid gap-3">
        <h3 id="week-heading" className="font-semibold text-slate-900">
          {t('ai-fitness.plan.week')}
        </h3>
        {plan.week.map((day) => (
          <table key={`${day.day}-${day.focus}`} className="w-full rounded-lg border border-slate-200 bg-white text-sm">
            <caption className="px-3 py-2 text-start font-medium text-slate-900">
              {adviceIn(t, day.dayCode, day.day)}: {adviceIn(t, day.focusCode, day.focus)}
            </caption>
            <thead className="bg-slate-50 text-start text-slate-700">
              <ColumnHeaders
                cell="px-3 py-1.5"
                columns={[
                  { label: t('ai-fitness.plan.column.exercise') },
                  { label: t('ai-fitness.plan.column.sets') },
                  { label: t('ai-fitness.plan.column.reps') },
                  { label: t('ai-fitness.plan.column.rest') },
                ]}
              />
            </thead>
            <tbody>
              {day.exercises.map((exercise) => (
                <tr key={exercise.name} className="border-t border-slate-100">
                  <td className="px-3 py-1.5 text-slate-900">
                    {adviceIn(t, exercise.nameCode, exercise.name)}
                    {exercise.notes ? (
                      <span className="block text-xs text-slate-600">
                        {adviceIn(t, exercise.notesCode, exercise.notes)}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-1.5">{exercise.sets}</td>
                  <td className="px-3 py-1.5">{adviceIn(t, exercise.repsCode, exercise.reps)}</td>
                  <td className="px-3 py-1.5">
                    {exercise.restSeconds > 0
                      ? t('ai-fitness.plan.restSeconds', { seconds: exercise.restSeconds })
                      : '–'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
        <h4 className="font-medium text-slate-900">{t('ai-fitness.plan.progression')}</h4>
        <ul className="list-disc ps-5 text-sm text-slate-800">
          {adviceListIn(t, plan.progression, plan.progressionCodes).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="nutrition-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h3 id="nutrition-heading" className="font-semibold text-slate-900">
          {t('ai-fitness.plan.nutrition')}
        </h3>
        <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
          {[
            [t('ai-fitness.plan.calories'), t('ai-fitness.plan.kcal', { calories: nutrition.calories })],
            [t('ai-fitness.plan.protein'), t('ai-fitness.plan.grams', { grams: nutrition.proteinG })],
            [t('ai-fitness.plan.carbohydrate'), t('ai-fitness.plan.grams', { grams: nutrition.carbsG })],
            [t('ai-fitness.plan.fat'), t('ai-fitness.plan.grams', { grams: nutrition.fatG })],
          ].map(([label, figure]) => (
            <div key={label}>
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-lg font-semibold text-slate-900">{figure}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-slate-700">{adviceIn(t, nutrition.formulaCode, nutrition.formula)}.</p>
        <ul className="mt-2 list-disc ps-5 text-sm text-slate-800">
          {adviceListIn(t, nutrition.notes, nutrition.noteCodes).map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>

      <p className="text-xs text-slate-700">{adviceIn(t, plan.disclaimerCode, plan.disclaimer)}</p>
    </article>
  );
}
