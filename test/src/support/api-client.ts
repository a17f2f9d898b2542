import { randomUUID } from 'node:crypto';

export interface ApiAnswer<T = unknown> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

export interface Session {
  readonly token: string;
  readonly cookie: string;
}

export interface CallOptions {
  session?: Session;
  via?: 'bearer' | 'cookie';
  body?: unknown;
  headers?: Record<string, string>;
  /** Take a read answered stale (X-Read-Model-Stale) as it is, instead of asking again. */
  acceptStale?: boolean;
}

/** How long a read-your-writes GET keeps asking while the projections lag (a busy 2-core CI machine can lag > 2 s). */
const FRESH_READ_PATIENCE_MS = 60_000;

/**
 * A JSON call as another client of the public API would make it (Bearer token unless a cookie is given). A GET with
 * X-Min-Position that the server answers stale (it waits 2 s for the projections, then gives what it has) is asked
 * again, as the UI would refetch on the next push, unless `acceptStale` says the test is about the stale answer.
 */
export async function call<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiAnswer<T>> {
  const wantsFresh = method === 'GET' && !options.acceptStale && 'x-min-position' in (options.headers ?? {});
  const started = Date.now();
  let reported = false;
  for (;;) {
    const answer = await callOnce<T>(baseUrl, method, path, options);
    if (!wantsFresh || answer.headers.get('x-read-model-stale') !== 'true') return answer;
    if (Date.now() > started + FRESH_READ_PATIENCE_MS) return answer;
    if (!reported && Date.now() > started + STALE_REPORT_AFTER_MS) {
      reported = true;
      await reportStaleRead(baseUrl, path, options.headers!['x-min-position']!);
    }
  }
}

/** After this long answered stale, a read says why in the test's output (a test timing out says nothing itself). */
const STALE_REPORT_AFTER_MS = 15_000;

/** Prints the app's health (each projector's position, lag and state) beside the read that waits for a position. */
async function reportStaleRead(baseUrl: string, path: string, position: string): Promise<void> {
  const health = await fetch(`${baseUrl}/api/health`)
    .then((response) => response.text())
    .catch((error: unknown) => String(error));
  console.warn(`GET ${path} still stale after ${STALE_REPORT_AFTER_MS} ms waiting for position ${position}: ${health}`);
}

async function callOnce<T>(baseUrl: string, method: string, path: string, options: CallOptions): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.session) {
    if (options.via === 'cookie') headers.cookie = options.session.cookie;
    else headers.authorization = `Bearer ${options.session.token}`;
  }
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && options.via === 'cookie' && !('x-requested-with' in headers)) {
    headers['x-requested-with'] = 'XMLHttpRequest';
  }
  if (method !== 'GET' && !('idempotency-key' in headers)) headers['idempotency-key'] = randomUUID();
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    // NDJSON (the log's export) is many JSON documents, kept as text.
    body: (contentType.includes('json') && !contentType.includes('ndjson') && text ? JSON.parse(text) : text) as T,
    headers: response.headers,
  };
}

/** A call that must succeed (a status below 300): its body, or an error naming the call and the answer. */
export async function callOk<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<T> {
  const answer = await call<T>(baseUrl, method, path, options);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function signIn(baseUrl: string, username: string, password: string): Promise<Session> {
  const answer = await call<{ token: string }>(baseUrl, 'POST', '/api/auth/login', { body: { username, password } });
  if (answer.status !== 200)
    throw new Error(`sign-in as ${username} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { token: answer.body.token, cookie };
}

export const signInAdmin = (baseUrl: string) => signIn(baseUrl, 'admin', 'admin123');
export const signInReception = (baseUrl: string) => signIn(baseUrl, 'reception', 'reception123');
