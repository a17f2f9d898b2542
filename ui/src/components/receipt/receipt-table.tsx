import type { ReactNode } from 'react';

/** A column of a document's table; `numeric` columns (quantities, money) are end-aligned in tabular digits. */
export interface ReceiptColumn {
  readonly key: string;
  /** Words in both languages on a printed document (useDocumentText), or the page's. */
  readonly header: ReactNode;
  readonly numeric?: boolean;
}

/** A row: one cell per column, in the columns' order. The first cell names the row (a row header). */
export interface ReceiptTableRow {
  readonly key: string;
  readonly cells: readonly ReactNode[];
  /** A test id on a cell, by its column key. */
  readonly testIds?: Readonly<Record<string, string>>;
}

/**
 * A table on a printed document (items, payments, cash movements): a real `<table>` whose words wrap instead of
 * scrolling, so it fits an 80 mm roll and a 360 px screen.
 */
export function ReceiptTable({
  caption,
  captionVisible = false,
  columns,
  rows,
  empty,
}: {
  caption: ReactNode;
  /** A titled section of the document (Movements) rather than its one list of items. */
  captionVisible?: boolean;
  columns: readonly ReceiptColumn[];
  rows: readonly ReceiptTableRow[];
  /** Said in one full-width row when there are no rows. */
  empty?: ReactNode;
}) {
  // Figures never break inside; words (names, e-mail addresses) break anywhere rather than widen the page.
  const align = (column: ReceiptColumn) =>
    column.numeric ? 'text-end tabular-nums whitespace-nowrap' : 'text-start wrap-anywhere';
  return (
    <table className="mb-3 w-full">
      <caption className={captionVisible ? 'mb-1 text-start font-semibold' : 'sr-only'}>{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          {columns.map((column) => (
            <th key={column.key} scope="col" className={`py-1 font-semibold ${align(column)}`}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && empty ? (
          <tr>
            <td colSpan={columns.length} className="py-2 text-center">
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.key} className="align-top">
              {columns.map((column, index) => {
                const Cell = index === 0 ? 'th' : 'td';
                return (
                  <Cell
                    key={column.key}
                    {...(index === 0 ? { scope: 'row' } : {})}
                    className={`py-1 font-normal ${index > 0 ? 'ps-2' : ''} ${align(column)}`}
                    data-testid={row.testIds?.[column.key]}
                  >
                    {row.cells[index]}
                  </Cell>
                );
              })}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
