import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/toast/toast-store';
import { clearSessionCache } from '../../../lib/query-client';
import { removeClearParamKeys } from '../../../lib/storage';
import { sendLogout } from '../api/logout';

/**
 * Spec section 2: `/login?clear=true` removes the stored auth keys, drops the parameter from the address and says
 * "Auth data cleared" for 3 seconds. The session cookie is auth data too, so the server session is ended as well.
 */
export function useClearAuthParam(): void {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const handled = useRef(false);
  const clear = params.get('clear') === 'true';

  useEffect(() => {
    if (!clear || handled.current) return;
    handled.current = true;
    removeClearParamKeys();
    sendLogout();
    clearSessionCache(queryClient);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('clear');
        return next;
      },
      { replace: true },
    );
    toast({
      variant: 'success',
      title: 'Auth data cleared',
      description: 'All authentication data has been cleared for a fresh login',
      duration: 3000,
    });
  }, [clear, queryClient, setParams]);
}
