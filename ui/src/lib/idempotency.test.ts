import { describe, expect, it } from 'vitest';
import { ActionKeys, newIdempotencyKey } from './idempotency';

describe('idempotency keys in the UI: one per user action', () => {
  const keys = () => {
    let n = 0;
    return new ActionKeys(() => `key-${++n}`);
  };

  it('keeps the key while the same action is retried (a double click, a network failure)', () => {
    const action = keys();
    const payment = { invoiceId: 'i-1', amount: 50, paymentMethod: 'cash' };
    expect(action.keyFor(payment)).toBe('key-1');
    expect(action.keyFor({ ...payment })).toBe('key-1');
  });

  it('takes a new key once the action succeeded, even for the same payload (a second real payment)', () => {
    const action = keys();
    const payment = { invoiceId: 'i-1', amount: 50, paymentMethod: 'cash' };
    action.keyFor(payment);
    action.done();
    expect(action.keyFor(payment)).toBe('key-2');
  });

  it('takes a new key when the payload changes, so the server never sees one key for two requests', () => {
    const action = keys();
    expect(action.keyFor({ id: 'm-1', changes: { notes: 'a' } })).toBe('key-1');
    expect(action.keyFor({ id: 'm-2', changes: { notes: 'a' } })).toBe('key-2');
    expect(action.keyFor({ id: 'm-2', changes: { notes: 'b' } })).toBe('key-3');
  });

  it('tells files apart by what the user picked', () => {
    const action = keys();
    const photo = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { lastModified: 1 });
    expect(action.keyFor({ file: photo('a.png') })).toBe('key-1');
    expect(action.keyFor({ file: photo('a.png') })).toBe('key-1');
    expect(action.keyFor({ file: photo('b.png') })).toBe('key-2');
  });

  it('makes keys the server accepts, different every time', () => {
    const made = Array.from({ length: 50 }, newIdempotencyKey);
    expect(new Set(made).size).toBe(50);
    for (const key of made) expect(key).toMatch(/^[A-Za-z0-9._:-]{8,100}$/);
  });
});
