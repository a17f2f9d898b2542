import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { sendLogout } from '../api/logout';
import { DemoModeBanner } from '../components/demo-mode-banner';
import { clearAllStorage } from '../../../lib/storage';
import { useT } from '../../../lib/i18n/use-t';

/** Spec section 2: the message appears 0.5 s after the storage was wiped. */
const NOTICE_DELAY_MS = 500;

/**
 * The Admin Override Cleaner (/fix-admin, no guard): wipes local and session storage (where the old client kept
 * its admin-override flags), ends the session, and tells the user to sign in again, in an alert region rather than
 * a blocking window.alert.
 */
export function Component() {
  const [cleared, setCleared] = useState(false);
  const t = useT();
  useEffect(() => {
    clearAllStorage();
    sendLogout();
    const timer = setTimeout(() => setCleared(true), NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <main className="flex min-h-screen flex-col bg-slate-100">
      <title>{t('auth.cleaner.title')}</title>
      <DemoModeBanner />
      <div className="grid flex-1 place-items-center p-4">
        <section className="w-full max-w-lg rounded-xl bg-white p-8 shadow-lg">
          <h1 className="text-2xl font-bold text-slate-900">{t('auth.cleaner.title')}</h1>
          <p className="mt-2 text-slate-700">{t('auth.cleaner.intro')}</p>
          <div role="alert" className="mt-4 min-h-12">
            {cleared ? (
              <p className="rounded-md border border-green-300 bg-green-50 p-3 text-green-900">
                {t('auth.cleaner.done')}
              </p>
            ) : null}
          </div>
          <h2 className="mt-6 text-base font-semibold text-slate-900">{t('auth.cleaner.nextSteps')}</h2>
          <ol className="mt-2 list-decimal space-y-1 ps-6 text-slate-800">
            <li>{t('auth.cleaner.step1')}</li>
            <li>{t('auth.cleaner.step2')}</li>
            <li>{t('auth.cleaner.step3')}</li>
          </ol>
          <Link to="/login" className={buttonClasses('primary', 'mt-6')}>
            {t('auth.cleaner.toLogin')}
          </Link>
        </section>
      </div>
    </main>
  );
}
