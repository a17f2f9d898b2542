import { GENERIC_CODE } from '../commands/domain-error.js';
import { defineRefusals } from '../commands/refusal-codes.js';
import { PROBLEM_CODE } from './http-problem.js';

/**
 * What any request may be refused with, whatever its route: the codes of answers that name no refusal of their own
 * (issue 46, item 4). The UI shows these sentences; the answer's `message` may say more (which field, which route).
 */
export const requestRefusals = defineRefusals('request', {
  invalid: 'The request was refused.',
  invalid_input: 'Some of the values were refused: {problems}',
  not_found: 'Not found.',
  conflict: 'This cannot be done now.',
  key_reused: 'This request was already sent with different values. Nothing was done.',
  sign_in: 'Please sign in to continue',
  forbidden: 'You do not have permission to do this',
  too_large: 'What was sent is too large.',
  unsupported_type: 'This kind of content cannot be taken.',
  too_many: 'Too many attempts. Try again in a moment.',
  causation_id: 'X-Causation-Id must be 1 to 100 letters, digits or . _ : -',
  idempotency_key: 'Idempotency-Key must be 8 to 100 letters, digits or . _ : -',
  min_position: 'X-Min-Position must be a position',
  csrf: 'Missing x-requested-with: XMLHttpRequest header (CSRF protection)',
  as_of_future: 'asOf is in the future: choose an instant up to now',
  as_of_unavailable: 'The {store} event store cannot look events up by time',
  as_of_log_elsewhere: 'The dashboard of the past counts check-ins in the event log, which is in another database',
  concurrent_change: 'Someone else changed this at the same moment. Please try again.',
  server_error: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is not available at the moment. Please try again.',
});

/** The code of an answer by its status, for errors raised without one (the framework's own 404, 413, 415…). */
export function requestCodeOf(status: number): string {
  if (status >= 500) return status === 503 ? 'request.unavailable' : 'request.server_error';
  if (status === 422) return GENERIC_CODE[422];
  return PROBLEM_CODE[status as keyof typeof PROBLEM_CODE] ?? PROBLEM_CODE[400];
}
