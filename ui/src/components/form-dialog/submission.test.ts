import { describe, expect, it } from 'vitest';
import { ActionKeys } from '../../lib/idempotency';
import { submitOnce } from './submission';

describe('one Idempotency-Key per submission of a form dialog', () => {
  const dialogKeys = () => {
    let n = 0;
    return new ActionKeys(() => `key-${++n}`);
  };
  const failing =
    (sent: string[]) =>
    (_values: unknown, { idempotencyKey }: { idempotencyKey: string }) => {
      sent.push(idempotencyKey);
      return Promise.reject(new TypeError('Failed to fetch'));
    };
  const succeeding =
    (sent: string[]) =>
    (_values: unknown, { idempotencyKey }: { idempotencyKey: string }) => {
      sent.push(idempotencyKey);
      return Promise.resolve();
    };

  it('sends the same key again when the same values are submitted after a failure', async () => {
    const keys = dialogKeys();
    const sent: string[] = [];
    const values = { amount: 50, method: 'cash' };
    await expect(submitOnce(keys, values, failing(sent))).rejects.toThrow();
    await expect(submitOnce(keys, { ...values }, failing(sent))).rejects.toThrow();
    await submitOnce(keys, values, succeeding(sent));
    expect(sent).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('takes a new key once a submission succeeded, even with the same values', async () => {
    const keys = dialogKeys();
    const sent: string[] = [];
    await submitOnce(keys, { amount: 50 }, succeeding(sent));
    await submitOnce(keys, { amount: 50 }, succeeding(sent));
    expect(sent).toEqual(['key-1', 'key-2']);
  });

  it('takes a new key when the user changed the values after a failure (a different request)', async () => {
    const keys = dialogKeys();
    const sent: string[] = [];
    await expect(submitOnce(keys, { amount: 50 }, failing(sent))).rejects.toThrow();
    await submitOnce(keys, { amount: 40 }, succeeding(sent));
    expect(sent).toEqual(['key-1', 'key-2']);
  });
});
