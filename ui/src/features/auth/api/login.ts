import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { loginAnswer } from '@gym/modules/people/accounts/auth-contracts';
import type { LoginAnswer, LoginRequest } from '@gym/modules/people/accounts/auth-contracts';
import { apiCommand } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { clearSessionCache } from '../../../lib/query-client';
import { removeLegacyAuthKeys } from '../../../lib/storage';
import { meQueryKey } from '../../../lib/api/get-me';

/**
 * Signs in. The server sets the httpOnly session cookie; the token in the answer is for API clients and is
 * deliberately dropped here (nothing about the session is kept in browser storage).
 */
export function login(input: LoginRequest) {
  return apiCommand('POST', '/api/auth/login', loginAnswer, {
    body: input,
    idempotencyKey: newIdempotencyKey(),
    sessionExpiryOn401: false,
  });
}

/** A new session: whatever an earlier user left in the cache goes, the new user is known at once. */
export function startSession(queryClient: QueryClient, answer: LoginAnswer): void {
  removeLegacyAuthKeys();
  clearSessionCache(queryClient);
  queryClient.setQueryData(meQueryKey, answer.user);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The login screen shows the spec's own failure toasts.
    meta: { errorTitle: false },
    retry: false,
    onSuccess: (answer) => startSession(queryClient, answer),
  });
}
