import { Link } from 'react-router';
import { useCan } from '../../../hooks/use-session-user';
import { useSetupChecklist } from '../api/get-setup-checklist';
import { useT } from '../../../lib/i18n/use-t';

/** Each setup step's words by its id (the server's label is English); a step not listed shows the server's label. */
const STEP_LABELS: Record<string, string> = {
  'gym-name': 'dashboard.getStarted.step.gymName',
  'time-zone-currency': 'dashboard.getStarted.step.timeZoneCurrency',
  plans: 'dashboard.getStarted.step.plans',
  'staff-accounts': 'dashboard.getStarted.step.staffAccounts',
  'demo-passwords': 'dashboard.getStarted.step.demoPasswords',
};

/** The first-run checklist: shown to settings managers while any setup step is open, gone when all are done. */
export function GetStartedCard() {
  const canManageSettings = useCan('canManageSettings');
  const checklist = useSetupChecklist(canManageSettings);
  const t = useT();
  if (!canManageSettings || !checklist.data || checklist.data.done) return null;
  return (
    <section aria-labelledby="get-started-title" className="rounded-lg border bg-white p-4 shadow-sm">
      <h2 id="get-started-title" className="text-lg font-semibold">
        {t('dashboard.getStarted.title')}
      </h2>
      <ul className="mt-2 space-y-1">
        {checklist.data.steps
          .map((step) => ({ ...step, label: STEP_LABELS[step.id] ? t(STEP_LABELS[step.id]!) : step.label }))
          .map((step) => (
            <li key={step.id}>
              <span aria-hidden="true">{step.done ? '✓ ' : '○ '}</span>
              {step.done ? (
                <span className="text-gray-500 line-through">
                  {t('dashboard.getStarted.done', { step: step.label })}
                </span>
              ) : (
                <Link className="text-blue-700 underline" to={step.link}>
                  {step.label}
                </Link>
              )}
            </li>
          ))}
      </ul>
    </section>
  );
}
