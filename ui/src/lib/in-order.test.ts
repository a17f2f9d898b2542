import { describe, expect, it } from 'vitest';
import { inOrder } from './in-order';

/** A promise settled from outside, to answer in any order. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('inOrder: answers taken in the order they were asked for', () => {
  it('gives the first scan before the second even when the second lookup answers first', async () => {
    const next = inOrder();
    const first = deferred<string>();
    const second = deferred<string>();
    const taken: string[] = [];
    const done = [next(first.promise), next(second.promise)].map((p) => p.then((v) => taken.push(v)));
    second.resolve('Badria');
    await new Promise((r) => setTimeout(r, 5));
    expect(taken).toEqual([]);
    first.resolve('Aisha');
    await Promise.all(done);
    expect(taken).toEqual(['Aisha', 'Badria']);
  });

  it('lets a failed answer fail its own caller without holding back the next', async () => {
    const next = inOrder();
    const failing = deferred<string>();
    const later = deferred<string>();
    const failed = next(failing.promise);
    const taken = next(later.promise);
    later.resolve('Badria');
    failing.reject(new Error('network'));
    await expect(failed).rejects.toThrow('network');
    await expect(taken).resolves.toBe('Badria');
  });
});
