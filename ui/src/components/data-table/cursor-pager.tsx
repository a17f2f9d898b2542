import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../ui/button';
import type { CursorPager as CursorPagerState } from './use-cursor-pager';

interface CursorPagerProps {
  pager: CursorPagerState;
  /** The cursor of the page after this one, as the server gave it (none on the last page). */
  nextCursor: string | null | undefined;
  /** Names the navigation landmark: "Pages of invoices". */
  label: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Hide Previous / Next when everything fits on one page. */
  hideWhenSinglePage?: boolean;
}

/** Previous / Next of a keyset-paged list (see useCursorPager). */
export function CursorPager({
  pager,
  nextCursor,
  label,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  hideWhenSinglePage = false,
}: CursorPagerProps) {
  if (hideWhenSinglePage && !pager.hasPrevious && !nextCursor) return null;
  return (
    <nav aria-label={label} className="flex justify-end gap-2" data-print="hide">
      <Button variant="secondary" disabled={!pager.hasPrevious} onClick={pager.previous}>
        <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {previousLabel}
      </Button>
      <Button variant="secondary" disabled={!nextCursor} onClick={() => pager.next(nextCursor)}>
        {nextLabel}
        <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
      </Button>
    </nav>
  );
}
