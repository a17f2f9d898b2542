import { errorMessage, isApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast/toast-store';
import { translate } from '../../../lib/i18n/i18n';

/** Spec section 9: the login screen's toasts last 2000 ms. */
export const LOGIN_TOAST_MS = 2000;

export function toastLoginSucceeded(description: string): void {
  toast({ variant: 'success', title: translate('auth.toast.loginSuccessful'), description, duration: LOGIN_TOAST_MS });
}

/**
 * Spec section 8: a refused login is "Login failed" / "Invalid username or password"; a rate-limited one shows the
 * server's message (when to retry); anything else (network, server fault) is "Login error" / "Authentication
 * failed: {message}".
 */
export function toastLoginFailed(error: unknown): void {
  if (isApiError(error) && error.status === 429) {
    toast({ variant: 'destructive', title: translate('auth.toast.loginFailed'), description: errorMessage(error) });
    return;
  }
  if (isApiError(error) && error.status < 500) {
    toast({
      variant: 'destructive',
      title: translate('auth.toast.loginFailed'),
      description: error.status === 401 ? translate('auth.toast.invalidCredentials') : errorMessage(error),
      duration: LOGIN_TOAST_MS,
    });
    return;
  }
  toast({
    variant: 'destructive',
    title: translate('auth.toast.loginError'),
    description: translate('auth.toast.authFailed', {
      message: errorMessage(error) || translate('auth.toast.unknownError'),
    }),
    duration: LOGIN_TOAST_MS,
  });
}
