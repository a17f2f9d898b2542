import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { isFigure } from './column';
import type { CellKind } from './column';
import { ariaSortOf, nextSort } from './sort';
import type { SortState } from './sort';

/**
 * A sortable column heading: the button inside the `th` sorts, `aria-sort` on the `th` tells screen readers the
 * order. On phones the heading row becomes a row of sort chips above the cards.
 */
export function SortHeader({
  column,
  header,
  kind,
  sort,
  onSort,
  className,
}: {
  column: string;
  header: string;
  kind: CellKind | undefined;
  sort: SortState | undefined;
  onSort: (sort: SortState) => void;
  className: string;
}) {
  const direction = ariaSortOf(sort, column);
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={direction}
      className={`${className} max-sm:static max-sm:rounded-full max-sm:border max-sm:border-slate-300 max-sm:bg-white max-sm:px-3 max-sm:py-1`}
    >
      <button
        type="button"
        onClick={() => onSort(nextSort(sort, column))}
        className={`inline-flex items-center gap-1 rounded font-semibold hover:text-indigo-800 ${isFigure(kind) ? 'flex-row-reverse max-sm:flex-row' : ''}`}
      >
        {header}
        <Icon aria-hidden="true" className={`size-4 ${direction === 'none' ? 'text-slate-500' : 'text-indigo-700'}`} />
      </button>
    </th>
  );
}
