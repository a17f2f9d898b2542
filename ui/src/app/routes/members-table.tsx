import { LayoutGrid, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { SectionError, SectionLoading } from '../../components/feedback/query-state';
import { buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { useCan } from '../../features/auth/hooks/use-session-user';
import { useMembers } from '../../features/members/api/get-members';
import { ExportButtons } from '../../features/members/components/export-buttons';
import { MemberFilters } from '../../features/members/components/member-filters';
import { MembersTable } from '../../features/members/components/members-table';
import { useGymToday } from '../../features/members/hooks/use-gym-today';
import { useMemberListParams } from '../../features/members/hooks/use-member-list-params';
import { PAGE_SIZES, sortDescription } from '../../features/members/utils/member-list-params';
import { errorMessage } from '../../lib/api-client';

const DEFAULTS = { sort: 'name', pageSize: 25 } as const;

/** /members/fixed (canViewMembers): the table view with server-side search, filters, sorting and exports. */
export function Component() {
  const state = useMemberListParams(DEFAULTS);
  const { params, update } = state;
  const members = useMembers(params);
  const today = useGymToday();
  const canAdd = useCan('canEditMembers');
  const total = members.data?.total;

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title="Members Table">
        <div className="flex flex-wrap gap-2">
          <ExportButtons params={params} today={today} total={total} />
          <Link to="/members" className={buttonClasses('secondary')}>
            <LayoutGrid aria-hidden="true" className="size-4" />
            Card view
          </Link>
          {canAdd ? (
            <Link to="/members/add" className={buttonClasses('primary')}>
              <UserPlus aria-hidden="true" className="size-4" />
              Add Member
            </Link>
          ) : null}
        </div>
      </PageHeader>
      <MemberFilters state={state} />
      {members.isPending ? (
        <SectionLoading text="Loading members..." />
      ) : members.isError ? (
        <SectionError message={errorMessage(members.error)} onRetry={() => void members.refetch()} />
      ) : (
        <div aria-busy={members.isPlaceholderData || undefined}>
          <p className="mb-2 text-sm text-slate-700" aria-live="polite">
            {members.data.total === 1 ? '1 member found' : `${members.data.total} members found`}
          </p>
          {members.data.data.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
              No members found
            </p>
          ) : (
            <MembersTable
              members={members.data.data}
              today={today}
              sort={params.sort}
              onSort={(sort) => update({ sort })}
              caption={`Members, page ${params.page}, sorted by ${sortDescription(params.sort)}`}
            />
          )}
          <Pagination
            noun="members"
            page={params.page}
            pageSize={params.pageSize}
            total={members.data.total}
            onPage={(page) => update({ page })}
            pageSizes={PAGE_SIZES}
            onPageSize={(pageSize) => update({ pageSize })}
          />
        </div>
      )}
    </div>
  );
}
