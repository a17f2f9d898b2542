import { isApiError } from './api-client';
import { refusalText } from './refusal-text';

/** The server's own sentence for people (409 refusals, 400 validation), in the user's language, if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  return isApiError(error) && error.answer?.message ? refusalText(error.answer) : undefined;
}
