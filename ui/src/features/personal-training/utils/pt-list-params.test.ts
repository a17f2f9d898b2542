import { describe, expect, it } from 'vitest';
import { hasFilters, ptFiltersFromUrl, ptFiltersToUrl, ptPageQuery } from './pt-list-params';

describe('PT list filters in the address', () => {
  it('round-trips every filter through the address', () => {
    const filters = { search: 'zayd 5566', status: 'used_up', trainerId: 't-1', balance: 'owing' } as const;
    const url = ptFiltersToUrl(filters);
    expect(url.toString()).toBe('q=zayd+5566&status=used_up&trainer=t-1&balance=owing');
    expect(ptFiltersFromUrl(url)).toEqual(filters);
    expect(hasFilters(filters)).toBe(true);
  });

  it('leaves out values the server would refuse, and empty ones', () => {
    const filters = ptFiltersFromUrl(new URLSearchParams('q=%20%20&status=finished&balance=some&trainer='));
    expect(filters).toEqual({ search: undefined, status: undefined, trainerId: undefined, balance: undefined });
    expect(hasFilters(filters)).toBe(false);
    expect(ptFiltersToUrl(filters).toString()).toBe('');
  });

  it('asks the server for the filters and the cursor of the page shown', () => {
    expect(ptPageQuery({ status: 'expired' }, 'abc')).toEqual({ status: 'expired', cursor: 'abc', pageSize: 25 });
    expect(ptPageQuery({}, undefined)).toEqual({ pageSize: 25 });
  });
});
