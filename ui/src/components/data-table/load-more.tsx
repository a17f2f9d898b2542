import { useT } from '../../lib/i18n/use-t';
import { Button } from '../ui/button';

/** What the button reads of a TanStack infinite query. */
export interface MorePages {
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly fetchNextPage: () => unknown;
}

/**
 * "Load more" under a keyset-paged list that grows in place (an infinite query: a history, the audit log), as
 * opposed to CursorPager, which shows one page at a time. Nothing when the last page is in.
 */
export function LoadMore({ pages, label }: { pages: MorePages; label?: string }) {
  const t = useT();
  if (!pages.hasNextPage) return null;
  return (
    <div data-print="hide">
      <Button variant="secondary" busy={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
        {label ?? t('kit.loadMore')}
      </Button>
    </div>
  );
}
