import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MIN_POSITION_HEADER, READ_MODEL_STALE_HEADER } from '@gym/kernel/contracts/common-contracts';
import { apiGet } from './api-client';
import { createQueryClient } from './query-client';
import { minPositionFor, positionReached, refreshAfter } from './read-your-writes';

describe('read-your-writes positions', () => {
  it('asks the fetches under an invalidated prefix to wait for the command, until one answer proves it was reached', async () => {
    const queryClient = new QueryClient();
    expect(minPositionFor(['settings'])).toBeUndefined();
    await refreshAfter(queryClient, [['settings']], 42);
    expect(minPositionFor(['settings'])).toBe(42);
    expect(minPositionFor(['settings', 'public'])).toBe(42);
    expect(minPositionFor(['roles'])).toBeUndefined();

    await refreshAfter(queryClient, [['roles']], 50);
    positionReached(45);
    expect(minPositionFor(['settings'])).toBeUndefined();
    expect(minPositionFor(['roles'])).toBe(50);
    positionReached(50);
    expect(minPositionFor(['roles'])).toBeUndefined();
  });

  it('keeps the highest position of a prefix', async () => {
    const queryClient = new QueryClient();
    await refreshAfter(queryClient, [['users']], 9);
    await refreshAfter(queryClient, [['users']], 7);
    expect(minPositionFor(['users'])).toBe(9);
    positionReached(9);
  });

  it('refetches the live reads under a pushed prefix and leaves the reads as of a past instant alone', async () => {
    const queryClient = new QueryClient();
    const asOf = '2026-03-01T15:00:00.000Z';
    const fetched: string[] = [];
    const observe = (queryKey: readonly unknown[], name: string) =>
      queryClient.fetchQuery({ queryKey, queryFn: () => (fetched.push(name), name), staleTime: Infinity });
    await observe(['stats', 'dashboard'], 'live');
    await observe(['stats', 'dashboard', { asOf }], 'past');
    await refreshAfter(queryClient, [['stats']], 3);
    positionReached(3);
    expect(queryClient.getQueryState(['stats', 'dashboard'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['stats', 'dashboard', { asOf }])?.isInvalidated).toBe(false);
    expect(fetched).toEqual(['live', 'past']);
  });
});

describe('a read answered before the read model caught up', () => {
  it('is fetched again, still waiting for the command, until an answer is fresh; then no longer waits', async () => {
    // The app's client: it follows stale answers itself.
    const queryClient = createQueryClient();
    const sent: (string | null)[] = [];
    const answers = [
      { stale: true, name: 'before the save' },
      { stale: true, name: 'before the save' },
      { stale: false, name: 'after the save' },
    ];
    vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
      sent.push(new Headers(init.headers).get(MIN_POSITION_HEADER));
      const answer = answers.shift() ?? { stale: false, name: 'after the save' };
      return new Response(JSON.stringify({ name: answer.name }), {
        headers: { 'content-type': 'application/json', ...(answer.stale ? { [READ_MODEL_STALE_HEADER]: 'true' } : {}) },
      });
    });
    try {
      const queryKey = ['stale-test', 'member'];
      await refreshAfter(queryClient, [['stale-test']], 77);
      const observer = new QueryObserver(queryClient, {
        queryKey,
        queryFn: ({ signal }) => apiGet('/api/stale-test', z.object({ name: z.string() }), { signal, queryKey }),
      });
      const shown: string[] = [];
      const unsubscribe = observer.subscribe((result) => result.data && shown.push(result.data.name));
      await vi.waitFor(() => expect(shown.at(-1)).toBe('after the save'), { timeout: 5_000 });
      unsubscribe();
      expect(sent).toEqual(['77', '77', '77']);
      expect(minPositionFor(queryKey)).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
      queryClient.clear();
    }
  });
});
