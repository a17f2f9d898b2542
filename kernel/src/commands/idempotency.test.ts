import { describe, expect, it } from 'vitest';
import { canonicalJson, hashRequest, keyReusedForAnotherRequest, scopeIdempotencyKey } from './idempotency.js';

describe('idempotency keys scoped to the user and the route', () => {
  const scope = { actorId: 7, route: 'POST /api/payments', clientKey: 'key-12345678' };

  it('gives the same key for the same user, route and client key, as a UUID', () => {
    expect(scopeIdempotencyKey(scope)).toBe(scopeIdempotencyKey({ ...scope }));
    expect(scopeIdempotencyKey(scope)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('gives another key for another user, another route or another client key', () => {
    const keys = [
      scope,
      { ...scope, actorId: 8 },
      { ...scope, actorId: null },
      { ...scope, route: 'POST /api/refunds' },
      { ...scope, clientKey: 'key-12345679' },
    ].map(scopeIdempotencyKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('request fingerprints', () => {
  const payment = { method: 'POST', url: '/api/payments', body: { invoiceId: 'i-1', amount: 50, method: 'cash' } };

  it('ignores the order of keys in the body, at every level', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"y":2,"z":1}]},"b":1}',
    );
    expect(hashRequest(payment)).toBe(
      hashRequest({ ...payment, body: { method: 'cash', amount: 50, invoiceId: 'i-1', notes: undefined } }),
    );
  });

  it('differs for another body, another address, another method or another uploaded file', () => {
    const hashes = [
      hashRequest(payment),
      hashRequest({ ...payment, body: { ...payment.body, amount: 60 } }),
      hashRequest({ ...payment, url: '/api/payments?x=1' }),
      hashRequest({ ...payment, method: 'PUT' }),
      hashRequest({ method: 'POST', url: '/api/members/1/avatar', body: undefined, upload: Buffer.from('a') }),
      hashRequest({ method: 'POST', url: '/api/members/1/avatar', body: undefined, upload: Buffer.from('b') }),
      hashRequest({ method: 'POST', url: '/api/members/1/avatar', body: undefined }),
    ];
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('refuses a reused key with a 422 naming the key and the route', () => {
    const error = keyReusedForAnotherRequest({ clientKey: 'key-12345678', route: 'POST /api/payments', hash: 'h' });
    expect(error.status).toBe(422);
    expect(error.message).toBe(
      'The Idempotency-Key "key-12345678" was already used for a different POST /api/payments request (another ' +
        'address or body). Nothing was done: send a new key for a new request.',
    );
  });
});
