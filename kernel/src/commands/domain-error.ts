/**
 * A command refused by the rules of the business: a conflict with the current state (409, e.g. an overpayment or an
 * expired membership), something that does not exist (404), or input the rules reject (400); or an Idempotency-Key
 * reused for a different request (422).
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly status: 400 | 404 | 409 | 422,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const refuse = (message: string, details?: Record<string, unknown>) => new DomainError(409, message, details);
export const missing = (message: string) => new DomainError(404, message);
export const invalid = (message: string, details?: Record<string, unknown>) => new DomainError(400, message, details);
