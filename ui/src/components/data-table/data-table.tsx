import { Fragment, useState } from 'react';
import type { ReactNode } from 'react';
import { SectionError, SectionLoading } from '../feedback/query-state';
import { errorMessage } from '../../lib/api-client';
import { useT } from '../../lib/i18n/use-t';
import { cellExtraClasses, visibleColumns } from './column';
import type { ColumnList, DataTableColumn } from './column';
import {
  ACTIONS_CELL,
  ACTIONS_CONTENT,
  ACTIONS_HEADING,
  BODY,
  CELL_CONTENT,
  DETAIL_CELL,
  DETAIL_ROW,
  FOOT,
  FRAME,
  HEAD,
  HEAD_ROW,
  ROW,
  TABLE,
  cellClasses,
  headingClasses,
} from './data-table-classes';
import { SortHeader } from './sort-header';
import { sortRows } from './sort';
import type { SortState } from './sort';

/** What the table reads of a TanStack query for its loading and error states. */
export interface TableQuery {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: unknown;
  readonly refetch: () => unknown;
  readonly isPlaceholderData?: boolean;
}

export interface DataTableProps<Row> {
  columns: ColumnList<Row>;
  /** Undefined while loading. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** Names the table for screen readers (a caption, hidden unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  /** Shown instead of the table when there is no row. */
  emptyText: ReactNode;
  /** The query behind the rows: a spinner while pending, the error with "Try again" when it failed. */
  query?: TableQuery;
  loadingText?: string;
  retryLabel?: string;
  /**
   * Server sorting: the page holds the sort (usually in the address) and asks the server again in `onSort`. Without
   * `onSort`, a `defaultSort` makes the table sort its rows itself by the columns' `sortValue`.
   */
  sort?: SortState;
  onSort?: (sort: SortState) => void;
  defaultSort?: SortState;
  /** The buttons of a row (Edit, Pay…), end-aligned at the row's end; below the lines of a phone card. */
  rowActions?: (row: Row) => ReactNode;
  /** Heading of the actions column, for screen readers. */
  actionsHeader?: string;
  rowClassName?: (row: Row) => string;
  /** An opened detail under a row (a campaign's report): a full-width row of its own, or null when closed. */
  rowDetail?: (row: Row) => ReactNode;
  /** Rows of a `tfoot` (totals), as `<tr>`s. */
  footer?: ReactNode;
  /** Under the table: the pager. */
  pager?: ReactNode;
}

/**
 * A list as a real table: sortable headings, sticky header, figures end-aligned, row actions, loading / empty /
 * error states and a pager slot; on phones each row becomes a card with the same data and actions (CSS only).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const t = useT();
  const { rows, query, emptyText, pager, loadingText, retryLabel } = props;
  if (query?.isPending || (!query && rows === undefined))
    return <SectionLoading text={loadingText ?? t('kit.loading')} />;
  if (query?.isError) {
    return (
      <SectionError message={errorMessage(query.error)} onRetry={() => void query.refetch()} retryLabel={retryLabel} />
    );
  }
  return (
    <div aria-busy={query?.isPlaceholderData || undefined} className="grid gap-3">
      {!rows || rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {emptyText}
        </p>
      ) : (
        <Table {...props} rows={rows} />
      )}
      {pager}
    </div>
  );
}

function Table<Row>({
  columns: columnList,
  rows,
  rowKey,
  caption,
  showCaption = false,
  sort: controlledSort,
  onSort,
  defaultSort,
  rowActions,
  actionsHeader,
  rowClassName,
  rowDetail,
  footer,
}: DataTableProps<Row> & { rows: readonly Row[] }) {
  const t = useT();
  const [ownSort, setOwnSort] = useState(defaultSort);
  const columns = visibleColumns(columnList);
  // Server sorting when the page listens; otherwise the table sorts the rows it holds.
  const sort = onSort ? controlledSort : ownSort;
  const changeSort = onSort ?? setOwnSort;
  const shown = onSort ? rows : sortRows(rows, columns, ownSort);
  return (
    // Focusable so a keyboard can scroll it (axe: scrollable-region-focusable), named by the caption; a group rather
    // than a region, so the page's landmarks (often named like the table) stay unique.
    <div role="group" aria-label={caption} tabIndex={0} className={FRAME}>
      <table className={TABLE}>
        <caption className={showCaption ? 'p-3 text-start font-semibold text-slate-900' : 'sr-only'}>{caption}</caption>
        <thead className={HEAD}>
          <tr className={HEAD_ROW}>
            {columns.map((column) =>
              column.sortable ? (
                <SortHeader
                  key={column.id}
                  column={column.id}
                  header={column.header}
                  kind={column.kind}
                  sort={sort}
                  onSort={changeSort}
                  className={headingClasses(column)}
                />
              ) : (
                <th key={column.id} scope="col" className={headingClasses(column)}>
                  {column.srOnlyHeader ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ),
            )}
            {rowActions ? (
              <th scope="col" className={ACTIONS_HEADING}>
                <span className="sr-only">{actionsHeader ?? t('kit.table.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className={BODY}>
          {shown.map((row) => {
            const detail = rowDetail?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <tr className={`${ROW} ${rowClassName?.(row) ?? ''}`}>
                  {columns.map((column) => (
                    <DataCell key={column.id} column={column} row={row} />
                  ))}
                  {rowActions ? (
                    <td className={ACTIONS_CELL}>
                      <div className={ACTIONS_CONTENT}>{rowActions(row)}</div>
                    </td>
                  ) : null}
                </tr>
                {detail ? (
                  <tr className={DETAIL_ROW}>
                    <td colSpan={columns.length + (rowActions ? 1 : 0)} className={DETAIL_CELL}>
                      {detail}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
        {footer ? <tfoot className={FOOT}>{footer}</tfoot> : null}
      </table>
    </div>
  );
}

function DataCell<Row>({ column, row }: { column: DataTableColumn<Row>; row: Row }) {
  const className = `${cellClasses(column)} ${cellExtraClasses(column, row)}`;
  const content = <div className={CELL_CONTENT}>{column.cell(row)}</div>;
  const label = column.srOnlyHeader ? undefined : column.header;
  return column.rowHeader ? (
    <th scope="row" className={className}>
      {content}
    </th>
  ) : (
    <td data-label={label} className={className}>
      {content}
    </td>
  );
}
