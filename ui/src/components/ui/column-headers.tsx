/** One column of a data table's header. */
export interface ColumnHeader {
  readonly label: string;
  /** Amounts and counts: right-aligned like their cells. */
  readonly numeric?: boolean;
  /** A column without a visible heading (row actions): the label is for screen readers only. */
  readonly srOnly?: boolean;
}

/**
 * The header row of a data table: a `th scope="col"` per column, in the table's cell padding. Columns given as
 * `false` (shown only to some users) are left out.
 */
export function ColumnHeaders({ columns, cell }: { columns: readonly (ColumnHeader | false)[]; cell: string }) {
  return (
    <tr>
      {columns
        .filter((column): column is ColumnHeader => column !== false)
        .map(({ label, numeric, srOnly }) => (
          <th key={label} scope="col" className={`${cell} ${numeric ? 'text-right ' : ''}font-semibold`}>
            {srOnly ? <span className="sr-only">{label}</span> : label}
          </th>
        ))}
    </tr>
  );
}
