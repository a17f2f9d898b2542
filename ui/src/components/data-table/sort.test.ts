import { describe, expect, it } from 'vitest';
import type { DataTableColumn } from './column';
import { ariaSortOf, nextSort, sortFromParam, sortRows, sortToParam } from './sort';

interface Row {
  name: string;
  due: number | null;
}

const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true, sortValue: (row) => row.name },
  { id: 'due', header: 'Due', cell: (row) => row.due, kind: 'money', sortable: true, sortValue: (row) => row.due },
  { id: 'plain', header: 'Plain', cell: (row) => row.name },
];

const rows: Row[] = [
  { name: 'M10', due: 5 },
  { name: 'm2', due: null },
  { name: 'Alia', due: 20 },
  { name: 'M2', due: 5 },
];

describe('sorting a data table', () => {
  it('sorts a new column ascending first, then flips the sorted one', () => {
    expect(nextSort(undefined, 'name')).toEqual({ column: 'name', direction: 'ascending' });
    expect(nextSort({ column: 'name', direction: 'ascending' }, 'name')).toEqual({
      column: 'name',
      direction: 'descending',
    });
    expect(nextSort({ column: 'name', direction: 'descending' }, 'name').direction).toBe('ascending');
    expect(nextSort({ column: 'name', direction: 'descending' }, 'due')).toEqual({
      column: 'due',
      direction: 'ascending',
    });
  });

  it('tells aria-sort only on the sorted column', () => {
    const sort = { column: 'due', direction: 'descending' } as const;
    expect(ariaSortOf(sort, 'due')).toBe('descending');
    expect(ariaSortOf(sort, 'name')).toBe('none');
    expect(ariaSortOf(undefined, 'name')).toBe('none');
  });

  it('reads and writes the "-column" form the server-sorted lists keep in the address', () => {
    expect(sortFromParam('-expiryDate')).toEqual({ column: 'expiryDate', direction: 'descending' });
    expect(sortFromParam('name')).toEqual({ column: 'name', direction: 'ascending' });
    expect(sortToParam({ column: 'dueAmount', direction: 'descending' })).toBe('-dueAmount');
    expect(sortToParam(sortFromParam('joinDate'))).toBe('joinDate');
  });

  it('orders text by collation with numbers in order, keeping equal rows in the given order', () => {
    const sorted = sortRows(rows, columns, { column: 'name', direction: 'ascending' });
    expect(sorted.map((row) => row.name)).toEqual(['Alia', 'm2', 'M2', 'M10']);
  });

  it('orders numbers by value and keeps empty values last in both directions', () => {
    expect(sortRows(rows, columns, { column: 'due', direction: 'ascending' }).map((row) => row.due)).toEqual([
      5,
      5,
      20,
      null,
    ]);
    expect(sortRows(rows, columns, { column: 'due', direction: 'descending' }).map((row) => row.name)).toEqual([
      'Alia',
      'M10',
      'M2',
      'm2',
    ]);
  });

  it('leaves the rows as given without a sort or a sort value', () => {
    expect(sortRows(rows, columns, undefined)).toBe(rows);
    expect(sortRows(rows, columns, { column: 'plain', direction: 'descending' })).toBe(rows);
  });
});
