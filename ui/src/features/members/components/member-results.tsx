import type { ReactNode } from 'react';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Pagination } from '../../../components/ui/pagination';
import { errorMessage } from '../../../lib/api-client';
import type { useMembers } from '../../../lib/api/get-members';
import type { MemberListState } from '../hooks/use-member-list-params';
import { PAGE_SIZES } from '../utils/member-list-params';
import { useT } from '../../../lib/i18n/use-t';

type MemberPage = NonNullable<ReturnType<typeof useMembers>['data']>;

/**
 * A page of the member list in either view: loading and error states, "No members found", the rows (drawn by the
 * view) and the pager. The table view also announces how many members match.
 */
export function MemberResults({
  members,
  state: { params, update },
  announceCount = false,
  children,
}: {
  members: ReturnType<typeof useMembers>;
  state: MemberListState;
  announceCount?: boolean;
  children: (rows: MemberPage['data']) => ReactNode;
}) {
  const t = useT();
  if (members.isPending) return <SectionLoading text={t('members.list.loading')} />;
  if (members.isError)
    return <SectionError message={errorMessage(members.error)} onRetry={() => void members.refetch()} />;
  return (
    <div aria-busy={members.isPlaceholderData || undefined}>
      {announceCount ? (
        <p className="mb-2 text-sm text-slate-700" aria-live="polite">
          {t('members.list.found', { count: members.data.total })}
        </p>
      ) : null}
      {members.data.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {t('members.list.none')}
        </p>
      ) : (
        children(members.data.data)
      )}
      <Pagination
        noun={t('members.list.noun')}
        page={params.page}
        pageSize={params.pageSize}
        total={members.data.total}
        onPage={(page) => update({ page })}
        pageSizes={PAGE_SIZES}
        onPageSize={(pageSize) => update({ pageSize })}
      />
    </div>
  );
}
