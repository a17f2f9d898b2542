import { createHash } from 'node:crypto';
import { uuidV5 } from '@gym/events/store/ids';
import { DomainError } from './domain-error.js';

/*
 * Idempotency keys as the IETF Idempotency-Key draft has them: a key names one request of one client. The key a
 * client sends is scoped to who sends it and to which route, so two users, or one user on two routes, never meet
 * under one key; event and entity ids are derived from the scoped key. The request itself (method, address with its
 * parameters, canonical body) is hashed and stored with the command's events, so the same key with a different
 * request is refused (422) instead of being answered with the first request's result.
 */

/** What a command knows of the request that issued it, when that request carried an Idempotency-Key. */
export interface IdempotentRequest {
  /** The key as the client sent it (for messages; ids derive from the scoped key). */
  readonly clientKey: string;
  /** "POST /api/payments": the route the key is scoped to. */
  readonly route: string;
  readonly hash: string;
}

/** The key the event store sees: a UUID named by the user, the route and the client's key. */
export function scopeIdempotencyKey(scope: { actorId: number | null; route: string; clientKey: string }): string {
  return uuidV5(JSON.stringify(['idempotency-key/v1', scope.actorId, scope.route, scope.clientKey]));
}

/**
 * The request's fingerprint: method, address (path and query, so /members/1 and /members/2 differ), the body as
 * canonical JSON (key order does not matter), and the bytes of an uploaded file when there is one.
 */
export function hashRequest(request: { method: string; url: string; body: unknown; upload?: Buffer }): string {
  const hash = createHash('sha256').update(`${request.method.toUpperCase()} ${request.url}\n`);
  hash.update(canonicalJson(request.body));
  if (request.upload) hash.update('\nupload:').update(createHash('sha256').update(request.upload).digest('hex'));
  return hash.digest('base64url');
}

/** JSON with object keys sorted at every level and undefined members left out, as JSON.stringify leaves them. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, member: unknown) => {
    if (member === null || typeof member !== 'object' || Array.isArray(member)) return member;
    return Object.fromEntries(Object.entries(member).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}

/** The key was stored for a different request: refuse, naming the conflict (IETF draft: 422). */
export function keyReusedForAnotherRequest(request: IdempotentRequest): DomainError {
  return new DomainError(
    422,
    `The Idempotency-Key "${request.clientKey}" was already used for a different ${request.route} request ` +
      '(another address or body). Nothing was done: send a new key for a new request.',
    { idempotencyKey: request.clientKey },
    'request.key_reused',
  );
}
