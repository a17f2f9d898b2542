import { useMemo } from 'react';
import { useAddressFilters } from '../../../hooks/use-address-filters';
import type { AddressFilters } from '../../../hooks/use-address-filters';
import { MEMBER_LIST_ARRANGEMENT, memberListFields } from '../utils/member-list-params';
import type { MemberListParams, MemberSort } from '../utils/member-list-params';

export interface MemberListState {
  params: MemberListParams;
  /** Changes filters or sort (back to page 1), or the page itself. */
  update: (changes: Partial<MemberListParams>) => void;
  /** The filters as the FilterBar shows them ("Clear filters" keeps sort and page size). */
  filters: AddressFilters<ReturnType<typeof memberListFields>>;
}

/** A members screen's filters, sort and page, kept in the address (Back, reload and links keep them). */
export function useMemberListParams(defaults: { sort: MemberSort; pageSize: number }): MemberListState {
  const { sort, pageSize } = defaults;
  const fields = useMemo(() => memberListFields({ sort, pageSize }), [sort, pageSize]);
  const filters = useAddressFilters(fields, { page: 'page', arrangement: MEMBER_LIST_ARRANGEMENT });
  return { params: filters.values, update: filters.set, filters };
}
