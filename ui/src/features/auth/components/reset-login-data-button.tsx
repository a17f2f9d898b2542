import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { clearSessionCache } from '../../../lib/query-client';
import { clearAllStorage } from '../../../lib/storage';
import { sendLogout } from '../api/logout';

/** Spec section 4: clears all storage and the auth keys, says so, reloads after 300 ms. */
export function ResetLoginDataButton({ disabled }: { disabled: boolean }) {
  const queryClient = useQueryClient();
  const reset = () => {
    clearAllStorage();
    // The session itself is a cookie only the server can end.
    sendLogout();
    clearSessionCache(queryClient);
    toast({ variant: 'success', title: 'Login data reset', description: 'Stored login data has been cleared.' });
    setTimeout(() => window.location.reload(), 300);
  };
  return (
    <button
      type="button"
      onClick={reset}
      disabled={disabled}
      className="text-sm text-indigo-700 underline underline-offset-2 hover:text-indigo-900 disabled:text-slate-500"
    >
      Reset Login Data
    </button>
  );
}
