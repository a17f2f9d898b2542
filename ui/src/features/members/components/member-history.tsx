import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { LoadMore } from '../../../components/data-table/load-more';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { formatDateTime } from '../../../lib/desk-time';
import { useMemberHistory } from '../api/get-member-history';
import { useT } from '../../../lib/i18n/use-t';
import { formatMoney } from '../../../lib/i18n/current-formats';
import { historyLineIn } from '../utils/history-line';
import { useQuery } from '@tanstack/react-query';
import { currentLocale } from '../../../lib/i18n/i18n';
import { prepareRefusalText } from '../../../lib/refusal-text';

type HistoryEntry = NonNullable<ReturnType<typeof useMemberHistory>['data']>['pages'][number][number];

const columns = (timeZone: string, t: ReturnType<typeof useT>): DataTableColumn<HistoryEntry>[] => [
  {
    id: 'when',
    header: t('members.history.when'),
    kind: 'date',
    cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at, timeZone)}</time>,
  },
  {
    id: 'what',
    header: t('members.history.what'),
    className: 'text-slate-900',
    cell: (entry) => historyLineIn(t, formatMoney, entry),
  },
  { id: 'who', header: t('members.history.who'), className: 'sm:whitespace-nowrap', cell: (entry) => entry.actorName },
];

/** Everything that happened to the member, who did it and when, newest first, a page at a time. */
export function MemberHistory({ memberId }: { memberId: string }) {
  const t = useT();
  const timeZone = useGymTimeZone();
  const history = useMemberHistory(memberId);
  // An overridden refusal is worded from the refusal catalogue (issue 46): the lines show again once it has arrived.
  useQuery({
    queryKey: ['refusal-catalogue', currentLocale()],
    queryFn: () => prepareRefusalText().then(() => true),
    staleTime: Infinity,
  });
  return (
    <section aria-labelledby="history-heading" className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="history-heading" className="mb-4 text-lg font-semibold text-slate-900">
        {t('members.history.title')}
      </h2>
      <DataTable
        query={history}
        loadingText={t('members.history.loading')}
        columns={columns(timeZone, t)}
        rows={history.data?.pages.flat()}
        rowKey={(entry) => entry.position}
        caption={t('members.history.caption')}
        emptyText={t('members.history.empty')}
        pager={<LoadMore pages={history} />}
      />
    </section>
  );
}
