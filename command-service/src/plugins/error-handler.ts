import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpProblem } from '@gym/kernel/http/http-problem';
import { DomainError } from '@gym/kernel/commands/domain-error';
import { requestCodeOf } from '@gym/kernel/http/request-refusals';

export const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * Every error leaves as `{statusCode, error, code, message, params?, details?, issues?}` (DESIGN section 4; the code
 * since issue 46, item 4). Validation failures are 400 `request.invalid_input` with the zod issues; a 5xx never shows
 * its message or stack, only that something went wrong, and is logged in full.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: Issue[] = error.validation.map((v) => ({
        code: v.keyword,
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? 'Invalid input',
      }));
      return reply.status(400).send(invalidInput(issues));
    }
    if (error instanceof ZodError) {
      return reply.status(400).send(invalidInput(error.issues));
    }
    if (error instanceof HttpProblem || error instanceof DomainError) {
      const statusCode = error instanceof DomainError ? error.status : error.statusCode;
      return reply.status(statusCode).send({
        statusCode,
        error: STATUS_TEXT[statusCode] ?? 'Error',
        code: error.code,
        message: error.message,
        ...(error.params ? { params: error.params } : {}),
        ...(error.details ? { details: error.details } : {}),
      });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({
        statusCode: status,
        error: STATUS_TEXT[status] ?? 'Internal Server Error',
        code: requestCodeOf(status),
        message: 'Something went wrong on our side. Please try again.',
      });
    }
    return reply.status(status).send({
      statusCode: status,
      error: STATUS_TEXT[status] ?? 'Error',
      code: requestCodeOf(status),
      message: error.message,
    });
  });
}

interface Issue {
  readonly code?: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

function validationMessage(issues: readonly Issue[]): string {
  return issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** A 400 for input that fails its schema: the problems in one sentence, and each with its field in `issues`. */
function invalidInput(issues: readonly Issue[]) {
  const problems = validationMessage(issues);
  return {
    statusCode: 400,
    error: STATUS_TEXT[400],
    code: 'request.invalid_input',
    message: problems,
    params: { problems },
    issues,
  };
}
