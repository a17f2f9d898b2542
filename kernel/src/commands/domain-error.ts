import type { RefusalParams } from './refusal-codes.js';

/**
 * A command refused by the rules of the business: a conflict with the current state (409, e.g. an overpayment or an
 * expired membership), something that does not exist (404), or input the rules reject (400); or an Idempotency-Key
 * reused for a different request (422). `code` names the refusal for programs and translations (issue 46, item 4);
 * `params` are the values its sentence names; `message` is the English sentence for integrators.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly status: 400 | 404 | 409 | 422,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly code: string = GENERIC_CODE[status],
    readonly params?: RefusalParams,
  ) {
    super(message);
  }
}

/** The code of a refusal that names none of its own: what kind of refusal it is. */
export const GENERIC_CODE = {
  400: 'request.invalid',
  404: 'request.not_found',
  409: 'request.conflict',
  422: 'request.key_reused',
} as const;

/*
 * An area makes its refusals with `defineRefusals` (refusal-codes.ts), each with its own code: there is no way to
 * refuse with a sentence alone (issue 46, item 4).
 */
