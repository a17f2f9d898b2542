import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '../../lib/i18n/use-t';
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
  previousLabel,
  nextLabel,
  hideWhenSinglePage = false,
}: CursorPagerProps) {
  const t = useT();
  if (hideWhenSinglePage && !pager.hasPrevious && !nextCursor) return null;
  return (
    <nav aria-label={label} className="flex justify-end gap-2" data-print="hide">
      <Button variant="secondary" disabled={!pager.hasPrevious} onClick={pager.previous}>
        <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {previousLabel ?? t('kit.pager.previous')}
      </Button>
      <Button variant="secondary" disabled={!nextCursor} onClick={() => pager.next(nextCursor)}>
        {nextLabel ?? t('kit.pager.next')}
        <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
      </Button>
    </nav>
  );
}
