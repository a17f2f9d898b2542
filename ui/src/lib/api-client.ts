import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { errorAnswer } from '@gym/kernel/contracts/common-contracts';
import type { ErrorAnswer } from '@gym/kernel/contracts/common-contracts';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  IDEMPOTENCY_KEY_HEADER,
  MIN_POSITION_HEADER,
  READ_MODEL_STALE_HEADER,
} from '@gym/kernel/contracts/common-contracts';
import { answeredStale, minPositionFor, positionReached } from './read-your-writes';
import { notifySessionExpired } from './session-events';
import { prepareRefusalText, refusalText } from './refusal-text';
import { translate } from './i18n/i18n';

/**
 * A non-2xx answer. `message` has the spec's generic form "{status}: {body}"; `answer` is the parsed error body
 * (`{statusCode, error, code, message, params?, issues?}`) when the server sent one, for messages meant for people.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: string,
    readonly answer: ErrorAnswer | undefined,
  ) {
    super(`${status}: ${body}`);
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

interface CommonOptions {
  signal?: AbortSignal;
  /**
   * A 401 normally means the session ended: the app clears it and goes to /login. The auth calls themselves answer
   * 401 for "not signed in" or "wrong password", which their screens handle.
   */
  sessionExpiryOn401?: boolean;
  /**
   * Whether a refusal of this call may be shown (the default): its text in the page's language is made ready first.
   * The session check's 401 ("not signed in", on every visit to the sign-in screen) is not shown, so it loads nothing.
   */
  refusalShown?: boolean;
}

export interface GetOptions extends CommonOptions {
  /** The query's key: a fetch right after a command waits for the read model (see read-your-writes). */
  queryKey?: QueryKey;
  minPosition?: number;
}

export interface CommandOptions extends CommonOptions {
  /** One per user action, the same on a retry of that action (DESIGN section 3). */
  idempotencyKey: string;
  body?: unknown;
  /** Sent as multipart (file uploads); the browser sets the boundary. */
  formData?: FormData;
  keepalive?: boolean;
}

async function send(method: string, path: string, headers: Headers, options: CommonOptions, init: RequestInit) {
  const response = await fetch(path, {
    ...init,
    method,
    headers,
    credentials: 'same-origin',
    signal: options.signal ?? null,
  });
  if (response.ok) return response;
  const body = await response.text().catch(() => '');
  if (response.status === 401 && options.sessionExpiryOn401 !== false) notifySessionExpired();
  const answer = parseErrorAnswer(body);
  if (answer && options.refusalShown !== false) await prepareRefusalText();
  throw new ApiError(response.status, body, answer);
}

function parseErrorAnswer(body: string): ErrorAnswer | undefined {
  try {
    const parsed = errorAnswer.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

async function readJson<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  // 204 and empty bodies carry no JSON; the schema decides whether that is acceptable.
  const text = response.status === 204 ? '' : await response.text();
  return schema.parse(text === '' ? undefined : JSON.parse(text));
}

/** GET and validate the answer with the server's own contract schema. */
export async function apiGet<S extends z.ZodType>(path: string, schema: S, options: GetOptions = {}) {
  const headers = new Headers({ accept: 'application/json' });
  const minPosition = options.minPosition ?? minPositionFor(options.queryKey);
  if (minPosition !== undefined) headers.set(MIN_POSITION_HEADER, String(minPosition));
  const response = await send('GET', path, headers, options, {});
  // The server marks an answer that gave up waiting (after 2 s): the position stays, and the query is fetched again.
  if (minPosition !== undefined) {
    if (response.headers.get(READ_MODEL_STALE_HEADER) !== 'true') positionReached(minPosition);
    else if (options.queryKey) answeredStale(options.queryKey);
  }
  return readJson(response, schema);
}

/** A command (any non-GET): CSRF header, Idempotency-Key, JSON or multipart body; validates the answer. */
export async function apiCommand<S extends z.ZodType>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  schema: S,
  options: CommandOptions,
) {
  const headers = new Headers({
    accept: 'application/json',
    [CSRF_HEADER]: CSRF_HEADER_VALUE,
    [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey,
  });
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const response = await send(method, path, headers, options, { body: body ?? null, keepalive: options.keepalive });
  return readJson(response, schema);
}

/**
 * A sentence for people, in their language: the server's refusal when it sent one (by its code), else what went
 * wrong in plain words.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.answer?.message) return refusalText(error.answer);
    if (error.status === 403) return translate('app.error.forbidden');
    return error.message;
  }
  if (error instanceof TypeError) return translate('app.error.unreachable');
  if (error instanceof Error && error.message) return error.message;
  return translate('app.error.unknown');
}
