import type { FitnessPlan } from '@gym/modules/insight/advisor/advisor-contracts';
import { ColumnHeaders } from '../../../components/ui/column-headers';

const GOALS: Record<FitnessPlan['profile']['goal'], string> = {
  'lose-fat': 'Lose fat',
  'build-muscle': 'Build muscle',
  'general-fitness': 'General fitness',
  endurance: 'Endurance',
};

/**
 * A plan as staff and members read it (and print it): the safety advice first, then the week, the progression and
 * the nutrition with the formula it came from, and what the advice is not.
 */
export function PlanView({ plan, memberName }: { plan: FitnessPlan; memberName?: string | undefined }) {
  const { profile, nutrition, safety } = plan;
  return (
    <article aria-labelledby="plan-heading" className="grid gap-5" data-print-plan="">
      <header>
        <h2 id="plan-heading" className="text-xl font-semibold text-slate-900">
          {memberName ? `Plan for ${memberName}` : 'Your plan'}: {GOALS[profile.goal]}, {profile.daysPerWeek} days a
          week
        </h2>
        <p className="text-sm text-slate-700">
          {plan.engine === 'ai' ? 'Training by the AI endpoint; ' : 'Made by the offline rules engine; '}
          nutrition by the Mifflin–St Jeor formula.
          {plan.fallbackReason ? ` (${plan.fallbackReason}.)` : ''}
        </p>
      </header>

      <section
        aria-labelledby="safety-heading"
        className={`rounded-lg border p-4 ${safety.referral ? 'border-amber-400 bg-amber-50' : 'border-slate-200 bg-white'}`}
      >
        <h3 id="safety-heading" className="font-semibold text-slate-900">
          {safety.referral ? 'See a professional first' : 'Safety'}
        </h3>
        {safety.reasons.length > 0 ? (
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
            {safety.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ) : null}
        <p className="mt-1 text-sm text-slate-800">{safety.message}</p>
      </section>

      <section aria-labelledby="week-heading" className="grid gap-3">
        <h3 id="week-heading" className="font-semibold text-slate-900">
          The week
        </h3>
        {plan.week.map((day) => (
          <table key={`${day.day}-${day.focus}`} className="w-full rounded-lg border border-slate-200 bg-white text-sm">
            <caption className="px-3 py-2 text-left font-medium text-slate-900">
              {day.day}: {day.focus}
            </caption>
            <thead className="bg-slate-50 text-left text-slate-700">
              <ColumnHeaders
                cell="px-3 py-1.5"
                columns={[{ label: 'Exercise' }, { label: 'Sets' }, { label: 'Reps' }, { label: 'Rest' }]}
              />
            </thead>
            <tbody>
              {day.exercises.map((exercise) => (
                <tr key={exercise.name} className="border-t border-slate-100">
                  <td className="px-3 py-1.5 text-slate-900">
                    {exercise.name}
                    {exercise.notes ? <span className="block text-xs text-slate-600">{exercise.notes}</span> : null}
                  </td>
                  <td className="px-3 py-1.5">{exercise.sets}</td>
                  <td className="px-3 py-1.5">{exercise.reps}</td>
                  <td className="px-3 py-1.5">{exercise.restSeconds > 0 ? `${exercise.restSeconds} s` : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
        <h4 className="font-medium text-slate-900">Progression</h4>
        <ul className="list-disc pl-5 text-sm text-slate-800">
          {plan.progression.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="nutrition-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h3 id="nutrition-heading" className="font-semibold text-slate-900">
          Nutrition
        </h3>
        <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
          {[
            ['Calories a day', `${nutrition.calories} kcal`],
            ['Protein', `${nutrition.proteinG} g`],
            ['Carbohydrate', `${nutrition.carbsG} g`],
            ['Fat', `${nutrition.fatG} g`],
          ].map(([label, figure]) => (
            <div key={label}>
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-lg font-semibold text-slate-900">{figure}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-slate-700">{nutrition.formula}.</p>
        <ul className="mt-2 list-disc pl-5 text-sm text-slate-800">
          {nutrition.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>

      <p className="text-xs text-slate-700">{plan.disclaimer}</p>
    </article>
  );
}
