import { z } from 'zod';
import type { Access } from '@gym/kernel/permissions/access';
import { errorAnswer } from '@gym/kernel/contracts/common-contracts';
import { refusalCatalogue } from '@gym/kernel/commands/refusal-codes';
import { STATUS_TEXT } from './error-handler.js';

/*
 * What the route schemas alone do not say, added to every operation of the OpenAPI document so that integrators can
 * generate clients from it and the test suite can walk it: a stable operationId, the permission the route checks
 * (`x-permission`) and the error answers it can give, all sharing one error schema.
 */

/** The extension naming the access a route declared: a permission flag, `authenticated` or `public`. */
export const PERMISSION_EXTENSION = 'x-permission';

/** The one error schema every 4xx answer refers to (DESIGN section 4). */
export const ERROR_SCHEMA_NAME = 'Error';
const ERROR_SCHEMA_REF = `#/components/schemas/${ERROR_SCHEMA_NAME}`;

/**
 * The error schema, its `code` listing every refusal code the program defines (issue 46, item 4) and, in
 * `x-refusal-codes`, each code's English sentence with its `{params}`: what an integrator switches on.
 */
export function errorSchemaComponent(): Record<string, unknown> {
  const schema = z.toJSONSchema(errorAnswer, { target: 'draft-2020-12', io: 'output' }) as Record<string, unknown>;
  const codes = refusalCatalogue();
  const properties = schema.properties as Record<string, Record<string, unknown>>;
  return {
    ...schema,
    properties: { ...properties, code: { ...properties.code, enum: [...codes.keys()] } },
    'x-refusal-codes': Object.fromEntries(codes),
  };
}

/**
 * A stable operationId from the method and path, so it only changes when the route does:
 * `POST /api/members/:id/freeze` → `postMembersByIdFreeze`. A route may declare its own in `schema.operationId`.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^[:{](\w+)}?$/.exec(segment);
      return param ? `by-${param[1]}` : segment;
    })
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

interface OperationFacts {
  readonly method: string;
  readonly access: Access;
  readonly hasInput: boolean;
  readonly hasPathParams: boolean;
}

/**
 * The error statuses a route can answer besides those it declares itself: 400 for input that fails its schema,
 * 401 without a session, 403 without the permission flag (or a cookie change without the CSRF header), 404 for an id
 * that names nothing, and 422 for an Idempotency-Key reused with another request.
 */
export function errorStatusesOf(facts: OperationFacts): number[] {
  const write = facts.method !== 'GET';
  const statuses = new Set<number>();
  if (facts.hasInput || write) statuses.add(400);
  if (facts.access !== 'public') statuses.add(401);
  if (facts.access !== 'public' && (write || facts.access !== 'authenticated')) statuses.add(403);
  if (facts.hasPathParams) statuses.add(404);
  if (write && facts.access !== 'public') statuses.add(422);
  return [...statuses];
}

type Json = Record<string, unknown>;

function isErrorShape(response: unknown): boolean {
  const schema = (response as Json | undefined)?.content as Json | undefined;
  const json = (schema?.['application/json'] as Json | undefined)?.schema as Json | undefined;
  const properties = json?.properties as Json | undefined;
  return Boolean(properties?.statusCode && properties.error && properties.message);
}

function errorResponse(status: number, description?: string): Json {
  return {
    description: description && description !== 'Default Response' ? description : (STATUS_TEXT[status] ?? 'Error'),
    content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } },
  };
}

/**
 * Completes one operation's error answers: declared error bodies become references to the shared schema, and the
 * statuses every route of its kind can give are added.
 */
export function withErrorResponses(operation: Json, method: string): Json {
  const access = operation[PERMISSION_EXTENSION] as Access | undefined;
  const parameters = (operation.parameters as Json[] | undefined) ?? [];
  const responses: Json = { ...(operation.responses as Json | undefined) };
  for (const [status, response] of Object.entries(responses)) {
    if (/^4\d\d$/.test(status) && isErrorShape(response)) {
      responses[status] = errorResponse(Number(status), (response as Json).description as string | undefined);
    }
  }
  if (access) {
    const facts: OperationFacts = {
      method: method.toUpperCase(),
      access,
      hasInput: Boolean(operation.requestBody) || parameters.some((p) => p.in === 'query' || p.in === 'path'),
      hasPathParams: parameters.some((p) => p.in === 'path'),
    };
    for (const status of errorStatusesOf(facts)) responses[String(status)] ??= errorResponse(status);
  }
  return { ...operation, responses };
}
