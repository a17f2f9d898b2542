import { describe, expect, it } from 'vitest';
import { readAddress } from '../../../lib/address-filters';
import { periodValues, tillSessionFields } from './till-session-fields';

describe("the till sessions' period", () => {
  const fields = tillSessionFields('2026-12-05');
  const read = (query: string) => readAddress(fields, new URLSearchParams(query)).opened;

  it('is this month so far unless the address names another, and either end may be left open', () => {
    expect(read('')).toEqual({ from: '2026-12-01', to: '2026-12-05' });
    expect(read('from=2026-11-01&to=2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(read('from=&to=2026-11-30')).toEqual({ from: undefined, to: '2026-11-30' });
  });

  it('says which ends the period has, for the words of the caption and the chart', () => {
    expect(periodValues({ from: '2026-12-01', to: '2026-12-05' })).toEqual({
      span: 'between',
      from: '2026-12-01',
      to: '2026-12-05',
    });
    expect(periodValues({ from: '2026-12-01' })).toEqual({ span: 'since', from: '2026-12-01', to: '' });
    expect(periodValues({ to: '2026-12-05' })).toEqual({ span: 'until', from: '', to: '2026-12-05' });
    expect(periodValues({})).toEqual({ span: 'any', from: '', to: '' });
  });
});
