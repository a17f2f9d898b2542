import { isApiError } from './api-client';

/** The server's own sentence for people (409 refusals, 400 validation), if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  return isApiError(error) ? error.answer?.message || undefined : undefined;
}
