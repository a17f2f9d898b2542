import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginAnswer } from '@gym/modules/people/accounts/auth-contracts';
import type { DemoAccount } from '@gym/modules/people/accounts/auth-contracts';
import { apiCommand } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { startSession } from './login';

/** Demo mode only: signs in as a demo account through the server (404 when demo mode is off). */
export function demoLogin(account: DemoAccount) {
  return apiCommand('POST', '/api/auth/demo-login', loginAnswer, {
    body: { account },
    idempotencyKey: newIdempotencyKey(),
    sessionExpiryOn401: false,
  });
}

export function useDemoLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: demoLogin,
    meta: { errorTitle: false },
    retry: false,
    onSuccess: (answer) => startSession(queryClient, answer),
  });
}
