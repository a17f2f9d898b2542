import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paramsFromUrl, paramsToUrl } from '../utils/member-list-params';
import type { MemberListParams, MemberSort } from '../utils/member-list-params';

export interface MemberListState {
  params: MemberListParams;
  /** Changes filters or sort (back to page 1), or the page itself. */
  update: (changes: Partial<MemberListParams>) => void;
}

/**
 * A members screen's filters, sort and page, kept in the address (Back, reload and links keep them). A change shows
 * at once: the router updates the address in a transition, and a checkbox or select must not flip back meanwhile.
 */
export function useMemberListParams(defaults: { sort: MemberSort; pageSize: number }): MemberListState {
  const [searchParams, setSearchParams] = useSearchParams();
  const { sort, pageSize } = defaults;
  const fromUrl = useMemo(() => paramsFromUrl(searchParams, { sort, pageSize }), [searchParams, sort, pageSize]);

  // What the user asked for until the address says it (or something newer, e.g. Back).
  const [pending, setPending] = useState<MemberListParams>();
  const [seen, setSeen] = useState(searchParams);
  if (seen !== searchParams) {
    setSeen(searchParams);
    setPending(undefined);
  }
  const params = pending ?? fromUrl;

  const update = useCallback(
    (changes: Partial<MemberListParams>) => {
      const next = { ...params, ...changes };
      if (!('page' in changes)) next.page = 1;
      setPending(next);
      // Typing in the search box or changing a filter replaces the entry; paging adds one (Back goes back a page).
      setSearchParams(paramsToUrl(next, { sort, pageSize }), { replace: !('page' in changes) });
    },
    [params, setSearchParams, sort, pageSize],
  );

  return { params, update };
}
