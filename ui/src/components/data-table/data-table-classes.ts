import { kindClasses } from './column';
import type { DataTableColumn } from './column';

// The table is one <table> at every width. Below 640 px (max-sm) CSS turns each row into a stacked card: the row
// header becomes its title and every other cell a "label: value" line whose label is the column heading, printed
// from the cell's data-label. Screen readers, tests and printouts keep seeing one table.

/** The scroll box: holds the sticky heading; on phones the cards stand on the page without a frame. */
export const FRAME =
  'relative rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-indigo-600 sm:max-h-[75vh] sm:overflow-auto print:max-h-none print:overflow-visible max-sm:border-0 max-sm:bg-transparent';

export const TABLE = 'min-w-full text-sm max-sm:block max-sm:w-full';

/** On phones the heading row shrinks to the sort buttons, as chips above the cards. */
export const HEAD = 'bg-slate-50 text-slate-800 max-sm:block max-sm:bg-transparent';
export const HEAD_ROW = 'max-sm:flex max-sm:flex-wrap max-sm:gap-2 max-sm:pb-3';

const HEADING = 'sticky top-0 z-10 border-b border-slate-200 bg-slate-50 px-3 py-3 font-semibold';

export const BODY = 'divide-y divide-slate-200 max-sm:grid max-sm:gap-3 max-sm:divide-y-0';
export const FOOT = 'border-t border-slate-300 bg-slate-50 font-semibold max-sm:mt-3 max-sm:grid max-sm:gap-3';
export const ROW =
  'max-sm:block max-sm:min-w-0 max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-3';

const CELL = 'px-3 py-3 text-slate-800';
const PHONE_LINE =
  'max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:text-end max-sm:whitespace-normal max-sm:before:shrink-0 max-sm:before:text-start max-sm:before:font-medium max-sm:before:text-slate-700 max-sm:before:content-[attr(data-label)]';
const PHONE_TITLE = 'max-sm:block max-sm:px-0 max-sm:pt-0 max-sm:pb-2 max-sm:text-start max-sm:text-base';

/** Inside each cell: lets a long name or e-mail address wrap on a phone instead of widening the card. */
export const CELL_CONTENT = 'max-sm:min-w-0 max-sm:[overflow-wrap:anywhere]';

/** A row's opened detail; on phones it joins the card above it. */
export const DETAIL_ROW =
  'max-sm:-mt-3 max-sm:block max-sm:rounded-b-lg max-sm:border max-sm:border-t-0 max-sm:border-slate-200';
export const DETAIL_CELL = 'bg-slate-50 px-3 py-3 max-sm:block';

export const ACTIONS_HEADING = `${HEADING} text-end max-sm:sr-only`;
export const ACTIONS_CELL = `${CELL} max-sm:block max-sm:px-0 max-sm:pt-2 max-sm:pb-0`;
export const ACTIONS_CONTENT = 'flex flex-wrap justify-end gap-2 max-sm:justify-start';

/** A column heading (non-sortable headings are kept for screen readers on phones, the cards label the values). */
export function headingClasses<Row>(column: DataTableColumn<Row>): string {
  const phone = column.hideOnPhone ? 'max-sm:hidden' : column.sortable ? '' : 'max-sm:sr-only';
  return `${HEADING} ${kindClasses(column.kind)} ${phone}`;
}

/** A body cell of the column: the row's title or a "label: value" line on phones. */
export function cellClasses<Row>(column: DataTableColumn<Row>): string {
  const phone = column.hideOnPhone ? 'max-sm:hidden' : column.rowHeader ? PHONE_TITLE : PHONE_LINE;
  const title = column.rowHeader ? 'font-medium text-slate-900' : '';
  return `${CELL} ${kindClasses(column.kind)} ${title} ${phone}`;
}
