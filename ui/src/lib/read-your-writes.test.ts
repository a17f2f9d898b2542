import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
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
