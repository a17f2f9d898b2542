import { errorMessage, isApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast/toast-store';

/** Spec section 9: the login screen's toasts last 2000 ms. */
export const LOGIN_TOAST_MS = 2000;

export function toastLoginSucceeded(description: string): void {
  toast({ variant: 'success', title: 'Login Successful', description, duration: LOGIN_TOAST_MS });
}

/**
 * Spec section 8: a refused login is "Login failed" / "Invalid username or password"; a rate-limited one shows the
 * server's message (when to retry); anything else (network, server fault) is "Login error" / "Authentication
 * failed: {message}".
 */
export function toastLoginFailed(error: unknown): void {
  if (isApiError(error) && error.status === 429) {
    toast({ variant: 'destructive', title: 'Login failed', description: errorMessage(error) });
    return;
  }
  if (isApiError(error) && error.status < 500) {
    toast({
      variant: 'destructive',
      title: 'Login failed',
      description: error.status === 401 ? 'Invalid username or password' : errorMessage(error),
      duration: LOGIN_TOAST_MS,
    });
    return;
  }
  toast({
    variant: 'destructive',
    title: 'Login error',
    description: `Authentication failed: ${errorMessage(error) || 'Unknown error'}`,
    duration: LOGIN_TOAST_MS,
  });
}
