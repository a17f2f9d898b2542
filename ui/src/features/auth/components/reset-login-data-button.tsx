import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { clearSessionCache } from '../../../lib/query-client';
import { clearAllStorage } from '../../../lib/storage';
import { sendLogout } from '../api/logout';
import { useT } from '../../../lib/i18n/use-t';

/** Spec section 4: clears all storage and the auth keys, says so, reloads after 300 ms. */
export function ResetLoginDataButton({ disabled }: { disabled: boolean }) {
  const queryClient = useQueryClient();
  const t = useT();
  const reset = () => {
    clearAllStorage();
    // The session itself is a cookie only the server can end.
    sendLogout();
    clearSessionCache(queryClient);
    toast({ variant: 'success', title: t('auth.reset.toastTitle'), description: t('auth.reset.toastBody') });
    setTimeout(() => window.location.reload(), 300);
  };
  return (
    <button
      type="button"
      onClick={reset}
      disabled={disabled}
      className="text-sm text-indigo-700 underline underline-offset-2 hover:text-indigo-900 disabled:text-slate-500"
    >
      {t('auth.reset.button')}
    </button>
  );
}
