/** An error the client can act on, answered with its status and message as they are (never for 5xx). */
export class HttpProblem extends Error {
  override readonly name = 'HttpProblem';
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpProblem(404, `${what} not found`);

/** The record a lookup found, or a 404 `<what> not found` when there is none. */
export function orNotFound<T>(found: T | null | undefined, what: string): T {
  if (found === null || found === undefined) throw notFound(what);
  return found;
}
export const conflict = (message: string, details?: Record<string, unknown>) => new HttpProblem(409, message, details);
export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new HttpProblem(400, message, details);
