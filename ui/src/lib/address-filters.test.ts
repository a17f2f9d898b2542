import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  booleanField,
  changeAddress,
  clearedFilters,
  dateRangeField,
  filterQuery,
  filterKeyOf,
  filterKeys,
  integerField,
  isCalendarDay,
  isSet,
  multiField,
  readAddress,
  selectField,
  textField,
  writeAddress,
} from './address-filters';

const fields = {
  search: textField('q'),
  status: selectField('status', z.enum(['active', 'expired'])),
  method: selectField('method', ['cash', 'card'] as const),
  tags: multiField('tag', ['a', 'b', 'c'] as const),
  period: dateRangeField(),
  due: booleanField('due'),
  sort: selectField('sort', ['name', '-name'] as const, 'name'),
  page: integerField('page', { fallback: 1 }),
  size: integerField('size', { fallback: 25, allowed: [12, 25, 50] }),
};
const address = (text: string) => new URLSearchParams(text);

describe('reading filters from the address', () => {
  it('reads every kind of field', () => {
    expect(
      readAddress(
        fields,
        address(
          'q=+Mona+&status=active&method=card&tag=b&tag=a&tag=b&from=2026-01-01&to=2026-01-31&due=true&sort=-name&page=3&size=50',
        ),
      ),
    ).toEqual({
      search: 'Mona',
      status: 'active',
      method: 'card',
      tags: ['b', 'a'],
      period: { from: '2026-01-01', to: '2026-01-31' },
      due: true,
      sort: '-name',
      page: 3,
      size: 50,
    });
  });

  it('falls back to the defaults for values it cannot use, never throwing', () => {
    expect(
      readAddress(
        fields,
        address('q=+&status=gone&method=gold&tag=z&from=2026-02-30&to=soon&due=yes&sort=age&page=-2&size=7'),
      ),
    ).toEqual({
      search: undefined,
      status: undefined,
      method: undefined,
      tags: [],
      period: { from: undefined, to: undefined },
      due: undefined,
      sort: 'name',
      page: 1,
      size: 25,
    });
    expect(readAddress(fields, address('page=1e3&size=12.5')).page).toBe(1);
  });

  it('knows a calendar day', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-1-05')).toBe(false);
  });
});

describe('writing filters to the address', () => {
  it('round-trips, leaving defaults out and keeping parameters no field owns', () => {
    const text = 'q=Mona&status=expired&tag=a&tag=c&from=2026-01-01&due=true&sort=-name&page=2&size=12';
    const values = readAddress(fields, address(text));
    expect(writeAddress(fields, values).toString()).toBe(text);
    const defaults = readAddress(fields, address(''));
    expect(writeAddress(fields, defaults, address('view=debts&status=active')).toString()).toBe('view=debts');
  });

  it('a date range with a default writes an end cleared on purpose, so the default does not come back', () => {
    const month = dateRangeField({ from: 'from', to: 'to' }, { from: '2026-12-01', to: '2026-12-05' });
    expect(month.read(address(''))).toEqual({ from: '2026-12-01', to: '2026-12-05' });
    expect(month.read(address('from=bad'))).toEqual({ from: '2026-12-01', to: '2026-12-05' });
    const url = address('');
    month.write({ from: undefined, to: '2026-12-05' }, url);
    expect(url.toString()).toBe('from=');
    expect(month.read(url)).toEqual({ from: undefined, to: '2026-12-05' });
    expect(isSet(month, { from: '2026-12-01', to: '2026-12-05' })).toBe(false);
    expect(isSet(month, { from: '2026-11-01', to: '2026-12-05' })).toBe(true);
  });
});

describe('changing filters', () => {
  const current = readAddress(fields, address('status=active&sort=-name&page=4&cursor=abc&view=x'));

  it('a filter change goes back to the first page, drops the cursor and replaces the entry', () => {
    const next = changeAddress(
      fields,
      current,
      address('status=active&sort=-name&page=4&cursor=abc&view=x'),
      {
        search: 'zara',
      },
      { page: 'page', resets: ['cursor'] },
    );
    expect(next.values.page).toBe(1);
    expect(next.url.toString()).toBe('view=x&q=zara&status=active&sort=-name');
    expect(next.replace).toBe(true);
  });

  it('a page change alone keeps everything and adds an entry', () => {
    const next = changeAddress(
      fields,
      current,
      address('cursor=abc'),
      { page: 5 },
      { page: 'page', resets: ['cursor'] },
    );
    expect(next.url.toString()).toBe('cursor=abc&status=active&sort=-name&page=5');
    expect(next.replace).toBe(false);
  });

  it('"Clear filters" resets the filters but keeps the arrangement', () => {
    const keys = filterKeys(fields, 'page', ['sort', 'size']);
    expect(keys).toEqual(['search', 'status', 'method', 'tags', 'period', 'due']);
    const next = changeAddress(fields, current, address(''), clearedFilters(fields, keys), { page: 'page' });
    expect(next.url.toString()).toBe('sort=-name');
    expect(keys.some((key) => isSet(fields[key], next.values[key]))).toBe(false);
  });

  it('the filter key changes with a filter, not with the page or the sort', () => {
    const keys = filterKeys(fields, 'page', ['sort', 'size']);
    const key = filterKeyOf(fields, keys, current);
    expect(key).toBe('status=active');
    expect(filterKeyOf(fields, keys, { ...current, page: 9, sort: 'name' })).toBe(key);
    expect(filterKeyOf(fields, keys, { ...current, due: true })).not.toBe(key);
  });
});

describe('filters as an API query', () => {
  it('spreads a date range into from and to, and leaves unset values out', () => {
    expect(
      filterQuery({ search: undefined, status: 'paid', tags: [], period: { from: '2026-01-01' }, due: true, page: 2 }),
    ).toEqual({ status: 'paid', from: '2026-01-01', due: true, page: 2 });
  });
});
