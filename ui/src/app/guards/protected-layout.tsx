import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FullScreenStatus } from '../../components/feedback/full-screen-status';
import { useMe } from '../../lib/api/get-me';
import { sendLogout } from '../../features/auth/api/logout';
import { isApiError } from '../../lib/api-client';
import { clearSessionCache } from '../../lib/query-client';
import { removeLegacyAuthKeys } from '../../lib/storage';
import { useRealtime } from '../realtime/use-realtime';
import { AppShell } from '../shell/app-shell';
import { useT } from '../../lib/i18n/use-t';
import { useAccountLanguage } from './use-account-language';
import { useGymNumberStyle } from './use-gym-number-style';

/**
 * Spec section 2 showed "Authenticating..." for at most 2 s, then counted the user as signed out. A slow server is
 * not a signed-out user (issue 10, item 13): after 2 s the screen says it is still checking and keeps waiting; only
 * the server's answer (401, or a failure) sends the user to /login.
 */
export const AUTH_CHECK_LIMIT_MS = 2000;

/**
 * Everything but /login and /fix-admin: needs a session (else /login), holds the realtime connection while signed
 * in, and runs logout.
 */
export function ProtectedLayout() {
  const me = useMe();
  const t = useT();
  const [timedOut, setTimedOut] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pending = me.isPending;

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setTimedOut(true), AUTH_CHECK_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  useRealtime(me.data !== undefined && !loggingOut);
  useAccountLanguage(me.data?.language);
  useGymNumberStyle();

  useEffect(() => {
    if (!loggingOut) return;
    // Spec section 4: the logout call is not waited for; the session's data goes once this layout is gone.
    sendLogout();
    removeLegacyAuthKeys();
    void Promise.resolve(navigate('/login', { replace: true })).then(() => clearSessionCache(queryClient));
  }, [loggingOut, navigate, queryClient]);

  if (loggingOut) return <FullScreenStatus text={t('app.session.loggingOut')} />;
  if (isApiError(me.error, 401)) return <Navigate to="/login" replace />;
  // A failed background refetch keeps the user signed in with what is known; only a 401 ends the session.
  if (me.data) return <AppShell onLogout={() => setLoggingOut(true)} />;
  if (me.isError) return <Navigate to="/login" replace />;
  return <FullScreenStatus text={t(timedOut ? 'app.session.stillChecking' : 'app.session.checking')} />;
}
