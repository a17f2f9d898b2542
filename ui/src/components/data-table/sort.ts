import type { DataTableColumn } from './column';

export type SortDirection = 'ascending' | 'descending';

/** Which column a table is sorted by, and which way. */
export interface SortState {
  readonly column: string;
  readonly direction: SortDirection;
}

/** Pressing a heading: a new column sorts ascending first; the sorted column flips its direction. */
export function nextSort(current: SortState | undefined, column: string): SortState {
  if (current?.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** `aria-sort` of a heading. */
export function ariaSortOf(current: SortState | undefined, column: string): SortDirection | 'none' {
  return current?.column === column ? current.direction : 'none';
}

/** The address / API form used by the server-sorted lists: "name" ascending, "-name" descending. */
export function sortToParam(sort: SortState): string {
  return sort.direction === 'descending' ? `-${sort.column}` : sort.column;
}

export function sortFromParam(param: string): SortState {
  return param.startsWith('-')
    ? { column: param.slice(1), direction: 'descending' }
    : { column: param, direction: 'ascending' };
}

type SortValue = string | number | null | undefined;

/** Numbers by value, text by the reader's collation (numbers inside text in order: "M2" before "M10"); empty last. */
function compareValues(a: SortValue, b: SortValue): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/**
 * The rows in the order of `sort`, for tables that hold every row (client-side sorting). Stable: rows that compare
 * equal keep the order the server gave. Empty values stay last whichever the direction. Rows come back as given when
 * the column has no `sortValue`.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
  sort: SortState | undefined,
): readonly Row[] {
  const column = sort && columns.find((candidate) => candidate.id === sort.column);
  const value = column?.sortValue;
  if (!sort || !value) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      const aEmpty = a.key === null || a.key === undefined || a.key === '';
      const bEmpty = b.key === null || b.key === undefined || b.key === '';
      const order = aEmpty || bEmpty ? compareValues(a.key, b.key) : sign * compareValues(a.key, b.key);
      return order || a.index - b.index;
    })
    .map(({ row }) => row);
}
