import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { LoginAnswer } from '@gym/modules/people/accounts/auth-contracts';
import { DemoLoginButtons } from '../../features/auth/components/demo-login-buttons';
import { DemoModeBanner } from '../../features/auth/components/demo-mode-banner';
import { toastLoginSucceeded } from '../../features/auth/components/login-feedback';
import { LoginForm } from '../../features/auth/components/login-form';
import { ResetLoginDataButton } from '../../features/auth/components/reset-login-data-button';
import { useClearAuthParam } from '../../features/auth/hooks/use-clear-auth-param';
import { usePublicSettings } from '../../features/settings/api/get-public-settings';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { useMe } from '../../lib/api/get-me';
import { useT } from '../../lib/i18n/use-t';
import { useChooseLanguage } from '../../lib/api/choose-language';
import type { Locale } from '../../lib/i18n/locale';

/** Spec section 9: to / 300 ms after a typed sign-in, 800 ms after a shortcut button. */
const FORM_REDIRECT_MS = 300;
const SHORTCUT_REDIRECT_MS = 800;

/**
 * A language chosen on this screen is the user's choice: it goes to their account once they are known (issue 46).
 * Kept outside the component: a change of language draws the app anew, this screen included.
 */
let languageChosenHere: Locale | undefined;

/** The sign-in screen (spec section 2 "Login screen"), shown without the shell. */
export function LoginRoute() {
  const navigate = useNavigate();
  const { data: settings, isError } = usePublicSettings();
  const t = useT();
  const gymName = settings?.name ?? (isError ? t('app.gymFallback') : '');
  const [signedIn, setSignedIn] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useClearAuthParam();
  useEffect(() => () => clearTimeout(redirect.current), []);
  // A user who is already signed in when the page opens goes to the dashboard (issue 10, item 13). Decided once,
  // from the first answer of the session check, so a sign-in on this page keeps its own toast and redirect delay.
  const me = useMe();
  const [alreadySignedIn, setAlreadySignedIn] = useState<boolean>();
  // Set while rendering (React's "adjust state when a value changes"), once.
  if (alreadySignedIn === undefined && !me.isPending) setAlreadySignedIn(me.data !== undefined);

  const chooseLanguage = useChooseLanguage();

  const finish = (description: string, delayMs: number) => {
    if (languageChosenHere) chooseLanguage.mutate(languageChosenHere);
    // Once given to this account, the choice is not handed on to whoever signs in next on this tab.
    languageChosenHere = undefined;
    setSignedIn(true);
    toastLoginSucceeded(description);
    redirect.current = setTimeout(() => void navigate('/', { replace: true }), delayMs);
  };

  if (alreadySignedIn) return <Navigate to="/" replace />;

  return (
    <main className="relative flex min-h-screen flex-col overflow-hidden bg-slate-100">
      <title>{gymName ? t('auth.title', { gymName }) : t('auth.titleBare')}</title>
      <DemoModeBanner />
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 overflow-hidden select-none">
        <span
          data-watermark={gymName}
          // As large as the screen's width allows for this name: a short name grows, a long one still fits.
          style={{ fontSize: `min(22vw, ${Math.round(170 / Math.max(gymName.length, 1))}vw)` }}
          className="watermark block translate-y-[12%] text-center leading-[0.85] font-black whitespace-nowrap text-slate-900/[0.07] uppercase"
        />
      </div>
      <div className="grid flex-1 place-items-center p-4">
        <div className="relative w-full max-w-md rounded-xl bg-white p-8 shadow-lg">
          <LanguageSwitch
            className="absolute end-3 top-3"
            onChosen={(locale) => {
              languageChosenHere = locale;
            }}
          />
          <div className="mb-6 text-center">
            {settings?.logo ? <img src={settings.logo} alt="" className="mx-auto mb-3 h-16 object-contain" /> : null}
            {gymName ? (
              <h1 className="text-3xl font-bold text-slate-900">{gymName}</h1>
            ) : (
              <div aria-hidden="true" className="mx-auto h-9 w-40 animate-pulse rounded bg-slate-200" />
            )}
            <p className="mt-2 text-slate-700">{t('auth.subtitle')}</p>
          </div>
          <LoginForm
            locked={signedIn}
            onSignedIn={(answer: LoginAnswer) =>
              finish(t('auth.welcome', { name: answer.user.name }), FORM_REDIRECT_MS)
            }
          />
          <div className="mt-4 grid gap-3">
            <DemoLoginButtons
              locked={signedIn}
              onSignedIn={(answer, label) =>
                finish(t('auth.signedInAs', { name: answer.user.name, label }), SHORTCUT_REDIRECT_MS)
              }
            />
            <div className="text-center">
              <ResetLoginDataButton disabled={signedIn} />
            </div>
          </div>
          <p className="mt-6 border-t border-slate-200 pt-4 text-center text-sm text-slate-700">
            {t('auth.contactAdmin')}
          </p>
        </div>
      </div>
    </main>
  );
}
