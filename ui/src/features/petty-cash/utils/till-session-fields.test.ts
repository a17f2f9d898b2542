import { describe, expect, it } from 'vitest';
import { readAddress } from '../../../lib/address-filters';
import { periodWords, tillSessionFields } from './till-session-fields';

describe("the till sessions' period", () => {
  const fields = tillSessionFields('2026-12-05');
  const read = (query: string) => readAddress(fields, new URLSearchParams(query)).opened;

  it('is this month so far unless the address names another, and either end may be left open', () => {
    expect(read('')).toEqual({ from: '2026-12-01', to: '2026-12-05' });
    expect(read('from=2026-11-01&to=2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(read('from=&to=2026-11-30')).toEqual({ from: undefined, to: '2026-11-30' });
  });

  it('says the period in words, open ends too', () => {
    expect(periodWords({ from: '2026-12-01', to: '2026-12-05' })).toBe('from 2026-12-01 to 2026-12-05');
    expect(periodWords({ from: '2026-12-01' })).toBe('from 2026-12-01');
    expect(periodWords({ to: '2026-12-05' })).toBe('up to 2026-12-05');
    expect(periodWords({})).toBe('at any time');
  });
});
