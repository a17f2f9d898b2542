import { useState } from 'react';
import { FIRST_PAGE, currentCursor, hasPreviousPage, nextPage, pageNumber, previousPage } from './cursor-pager-state';

export interface CursorPager {
  /** The cursor of the page shown, to pass to the query (undefined on the first page). */
  readonly cursor: string | undefined;
  readonly page: number;
  readonly hasPrevious: boolean;
  readonly previous: () => void;
  readonly next: (nextCursor: string | null | undefined) => void;
}

/**
 * Keyset paging state of a list. `resetKey` names the list's filters: when it changes the pager goes back to the
 * first page (a cursor of one filter means nothing in another).
 */
export function useCursorPager(resetKey: string): CursorPager {
  const [state, setState] = useState(FIRST_PAGE);
  const [shownKey, setShownKey] = useState(resetKey);
  // Resetting during render (not in an effect) so the stale cursor is never sent to the server.
  let current = state;
  if (shownKey !== resetKey) {
    setShownKey(resetKey);
    setState(FIRST_PAGE);
    current = FIRST_PAGE;
  }
  return {
    cursor: currentCursor(current),
    page: pageNumber(current),
    hasPrevious: hasPreviousPage(current),
    previous: () => setState(previousPage),
    next: (nextCursor) => setState((latest) => nextPage(latest, nextCursor)),
  };
}
