import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { sendLogout } from '../api/logout';
import { DemoModeBanner } from '../components/demo-mode-banner';
import { clearAllStorage } from '../../../lib/storage';

/** Spec section 2: the message appears 0.5 s after the storage was wiped. */
const NOTICE_DELAY_MS = 500;

/**
 * The Admin Override Cleaner (/fix-admin, no guard): wipes local and session storage (where the old client kept
 * its admin-override flags), ends the session, and tells the user to sign in again, in an alert region rather than
 * a blocking window.alert.
 */
export function Component() {
  const [cleared, setCleared] = useState(false);
  useEffect(() => {
    clearAllStorage();
    sendLogout();
    const timer = setTimeout(() => setCleared(true), NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <main className="flex min-h-screen flex-col bg-slate-100">
      <title>Admin Override Cleaner</title>
      <DemoModeBanner />
      <div className="grid flex-1 place-items-center p-4">
        <section className="w-full max-w-lg rounded-xl bg-white p-8 shadow-lg">
          <h1 className="text-2xl font-bold text-slate-900">Admin Override Cleaner</h1>
          <p className="mt-2 text-slate-700">
            Stored login data and admin override flags are removed from this browser.
          </p>
          <div role="alert" className="mt-4 min-h-12">
            {cleared ? (
              <p className="rounded-md border border-green-300 bg-green-50 p-3 text-green-900">
                All stored login data has been cleared. Please log in again.
              </p>
            ) : null}
          </div>
          <h2 className="mt-6 text-base font-semibold text-slate-900">Next steps</h2>
          <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-800">
            <li>Close this page.</li>
            <li>Go back to the application.</li>
            <li>Log in again.</li>
          </ol>
          <Link to="/login" className={buttonClasses('primary', 'mt-6')}>
            Go to the login page
          </Link>
        </section>
      </div>
    </main>
  );
}
