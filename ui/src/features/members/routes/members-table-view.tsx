import { PageHeader } from '../../../components/ui/page-header';
import { useMembers } from '../../../lib/api/get-members';
import { ExportButtons } from '../components/export-buttons';
import { MemberFilters } from '../components/member-filters';
import { MemberResults } from '../components/member-results';
import { MembersTable } from '../components/members-table';
import { MembersViewLinks } from '../components/members-view-links';
import { useGymToday } from '../../../hooks/use-gym-today';
import { useMemberListParams } from '../hooks/use-member-list-params';
import { memberListSearch, sortOrder } from '../utils/member-list-params';
import { useT } from '../../../lib/i18n/use-t';

const DEFAULTS = { sort: 'name', pageSize: 25 } as const;

/** /members/fixed (canViewMembers): the table view with server-side search, filters, sorting and exports. */
export function Component() {
  const t = useT();
  const state = useMemberListParams(DEFAULTS);
  const { params, update } = state;
  const members = useMembers(memberListSearch(params));
  const today = useGymToday();
  const total = members.data?.total;

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title={t('members.table.title')}>
        <div className="flex flex-wrap gap-2">
          <ExportButtons params={params} today={today} total={total} />
          <MembersViewLinks other="cards" />
        </div>
      </PageHeader>
      <MemberFilters state={state} />
      <MemberResults members={members} state={state} announceCount>
        {(rows) => (
          <MembersTable
            members={rows}
            today={today}
            sort={params.sort}
            onSort={(sort) => update({ sort })}
            caption={t('members.table.caption', { page: params.page, ...sortOrder(params.sort) })}
          />
        )}
      </MemberResults>
    </div>
  );
}
