import { describe, expect, it } from 'vitest';
import {
  exportFileName,
  exportUrl,
  memberListSearch,
  memberSortFrom,
  paramsFromUrl,
  paramsToUrl,
  sortOrder,
} from './member-list-params';

const defaults = { sort: 'name', pageSize: 25 } as const;

describe('members screen filters in the address', () => {
  it('round-trips filters, sort and page, leaving defaults out', () => {
    const params = paramsFromUrl(
      new URLSearchParams('q=Mona&status=expiring&plan=p1&gender=female&due=true&sort=-expiryDate&page=3&size=50'),
      defaults,
    );
    expect(params).toEqual({
      search: 'Mona',
      status: 'expiring',
      planId: 'p1',
      gender: 'female',
      hasDueAmount: true,
      sort: '-expiryDate',
      page: 3,
      pageSize: 50,
    });
    expect(paramsToUrl(params, defaults).toString()).toBe(
      'q=Mona&status=expiring&plan=p1&gender=female&due=true&sort=-expiryDate&page=3&size=50',
    );
    expect(paramsToUrl({ sort: 'name', page: 1, pageSize: 25 }, defaults).toString()).toBe('');
  });

  it('ignores values the server would refuse', () => {
    expect(paramsFromUrl(new URLSearchParams('status=gone&gender=x&sort=age&page=-2&size=7'), defaults)).toEqual({
      search: undefined,
      status: undefined,
      planId: undefined,
      gender: undefined,
      hasDueAmount: undefined,
      sort: 'name',
      page: 1,
      pageSize: 25,
    });
  });
});

describe('members API query strings', () => {
  it('sends the filters, sort and page to GET /api/members', () => {
    expect(memberListSearch({ search: 'a b', hasDueAmount: true, sort: '-name', page: 2, pageSize: 25 })).toBe(
      '?search=a+b&hasDueAmount=true&sort=-name&page=2&pageSize=25',
    );
  });

  it('exports every page with the same filters and a dated file name', () => {
    expect(exportFileName('csv', '2026-11-21')).toBe('members-2026-11-21.csv');
    expect(exportFileName('excel', '2026-11-21')).toBe('members-2026-11-21.xlsx');
    expect(
      exportUrl({ status: 'active', sort: 'name', page: 4, pageSize: 25 }, 'excel', 'members-2026-11-21.xlsx'),
    ).toBe('/api/members/export?format=excel&filename=members-2026-11-21.xlsx&status=active&sort=name');
  });
});

describe('sortable column headers', () => {
  it("tells the server the heading's sort, descending as -column", () => {
    expect(memberSortFrom({ column: 'expiryDate', direction: 'ascending' }, 'name')).toBe('expiryDate');
    expect(memberSortFrom({ column: 'expiryDate', direction: 'descending' }, 'name')).toBe('-expiryDate');
  });

  it('keeps the current sort for a column the server cannot sort by', () => {
    expect(memberSortFrom({ column: 'phone', direction: 'ascending' }, '-dueAmount')).toBe('-dueAmount');
  });
});

describe('sort order', () => {
  it('names the column and the direction', () => {
    expect(sortOrder('-expiryDate')).toEqual({ column: 'expiryDate', direction: 'descending' });
    expect(sortOrder('name')).toEqual({ column: 'name', direction: 'ascending' });
  });
});
