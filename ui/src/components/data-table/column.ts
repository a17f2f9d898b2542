import type { ReactNode } from 'react';

/**
 * What a column holds. Money, dates and numbers are end-aligned with tabular figures, so amounts line up digit under
 * digit and a column of dates reads as one; text starts at the reading edge (left, or right in Arabic).
 */
export type CellKind = 'text' | 'money' | 'date' | 'number';

/** One column of a DataTable. */
export interface DataTableColumn<Row> {
  /** Stable key; also the sort key told to the page (or the server) when the column is sortable. */
  readonly id: string;
  /** The heading, and on phones the label printed before the value in each card. */
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  /** 'text' unless given. */
  readonly kind?: CellKind;
  /** Offers a sort button in the heading. */
  readonly sortable?: boolean;
  /** The value client-side sorting compares; without it the column sorts only on the server. */
  readonly sortValue?: (row: Row) => string | number | null | undefined;
  /** The cell names the row (a `th scope="row"`); on phones it becomes the card's title. */
  readonly rowHeader?: boolean;
  /** A heading for screen readers only (an icon column, a column whose values speak for themselves). */
  readonly srOnlyHeader?: boolean;
  /** Left out of the phone card (a detail not worth the height of a line there). */
  readonly hideOnPhone?: boolean;
  /** Extra classes of the cell: a colour for overdue amounts, a minimum width for long text. */
  readonly className?: string | ((row: Row) => string);
}

/** A column list may hold `false` / `null` for columns shown only to some users (`canEdit && {...}`). */
export type ColumnList<Row> = readonly (DataTableColumn<Row> | false | null | undefined)[];

export function visibleColumns<Row>(columns: ColumnList<Row>): DataTableColumn<Row>[] {
  return columns.filter((column): column is DataTableColumn<Row> => Boolean(column));
}

/** Whether a kind of value is end-aligned with tabular figures. */
export const isFigure = (kind: CellKind = 'text') => kind !== 'text';

/** Alignment classes of a heading or cell of this kind (logical properties, so right-to-left needs nothing else). */
export function kindClasses(kind: CellKind = 'text'): string {
  return isFigure(kind) ? 'text-end tabular-nums whitespace-nowrap' : 'text-start';
}

/** The extra classes of one cell of a row. */
export function cellExtraClasses<Row>(column: DataTableColumn<Row>, row: Row): string {
  const { className } = column;
  return typeof className === 'function' ? className(row) : (className ?? '');
}
