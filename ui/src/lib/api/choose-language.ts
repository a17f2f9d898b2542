import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { Language } from '@gym/kernel/contracts/language';
import type { SessionUser } from '@gym/modules/people/accounts/auth-contracts';
import { apiCommand } from '../api-client';
import { newIdempotencyKey } from '../idempotency';
import { meQueryKey } from './get-me';

/** PUT /api/auth/language: the signed-in user's choice of language, kept on their account (issue 46). */
export function chooseLanguage(language: Language) {
  return apiCommand('PUT', '/api/auth/language', commandAnswer, {
    body: { language },
    idempotencyKey: newIdempotencyKey(),
  });
}

/** The session's user speaks `language` from now on (before the server's answer, so the page does not switch back). */
export function setSessionLanguage(queryClient: QueryClient, language: Language): void {
  queryClient.setQueryData<SessionUser>(meQueryKey, (user) => (user ? { ...user, language } : user));
}

export function useChooseLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseLanguage,
    onMutate: (language) => setSessionLanguage(queryClient, language),
  });
}
