import type { RefusalParams } from '../commands/refusal-codes.js';

type ProblemStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** The code of a problem that names none of its own: what kind of problem it is (issue 46, item 4). */
export const PROBLEM_CODE: Record<ProblemStatus, string> = {
  400: 'request.invalid',
  401: 'request.sign_in',
  403: 'request.forbidden',
  404: 'request.not_found',
  409: 'request.conflict',
  413: 'request.too_large',
  415: 'request.unsupported_type',
  429: 'request.too_many',
};

/** An error the client can act on, answered with its status, code and message as they are (never for 5xx). */
export class HttpProblem extends Error {
  override readonly name = 'HttpProblem';
  constructor(
    readonly statusCode: ProblemStatus,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly code: string = PROBLEM_CODE[statusCode],
    readonly params?: RefusalParams,
  ) {
    super(message);
  }
}
