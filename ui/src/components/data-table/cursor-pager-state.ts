/**
 * Keyset paging goes forward only: the server gives the next page's cursor. To come back, the pager keeps the cursors
 * of the pages before the one shown (the first page has none) and pops one on Previous.
 */
export interface CursorPagerState {
  /** Cursors of the pages after the first, up to the one shown. */
  readonly cursors: readonly string[];
}

export const FIRST_PAGE: CursorPagerState = { cursors: [] };

/** The cursor to ask the server for (none on the first page). */
export const currentCursor = (state: CursorPagerState): string | undefined => state.cursors.at(-1);

/** 1 on the first page. */
export const pageNumber = (state: CursorPagerState): number => state.cursors.length + 1;

export const hasPreviousPage = (state: CursorPagerState): boolean => state.cursors.length > 0;

export function nextPage(state: CursorPagerState, nextCursor: string | null | undefined): CursorPagerState {
  return nextCursor ? { cursors: [...state.cursors, nextCursor] } : state;
}

export function previousPage(state: CursorPagerState): CursorPagerState {
  return hasPreviousPage(state) ? { cursors: state.cursors.slice(0, -1) } : state;
}
