import type { ReactNode } from 'react';
import type { DataTableColumn } from './column';

/**
 * The column that names each row (its `th scope="row"`, the card's title on phones): the name, and under it in small
 * type what tells the row apart (brand and category, template and language, a plan's description). A row without a
 * detail shows its name alone.
 */
export function nameColumn<Row>(
  id: string,
  header: string,
  name: (row: Row) => ReactNode,
  detail: (row: Row) => ReactNode,
): DataTableColumn<Row> {
  return {
    id,
    header,
    rowHeader: true,
    cell: (row) => {
      const under = detail(row);
      return (
        <>
          {name(row)}
          {under ? <span className="block text-xs font-normal text-slate-600">{under}</span> : null}
        </>
      );
    },
  };
}
