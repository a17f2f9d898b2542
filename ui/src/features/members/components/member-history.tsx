import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { LoadMore } from '../../../components/data-table/load-more';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { formatDateTime } from '../../../lib/desk-time';
import { useMemberHistory } from '../api/get-member-history';

type HistoryEntry = NonNullable<ReturnType<typeof useMemberHistory>['data']>['pages'][number][number];

const columns = (timeZone: string): DataTableColumn<HistoryEntry>[] => [
  {
    id: 'when',
    header: 'When',
    kind: 'date',
    cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at, timeZone)}</time>,
  },
  { id: 'what', header: 'What', className: 'text-slate-900', cell: (entry) => entry.summary },
  { id: 'who', header: 'Who', className: 'sm:whitespace-nowrap', cell: (entry) => entry.actorName },
];

/** Everything that happened to the member, who did it and when, newest first, a page at a time. */
export function MemberHistory({ memberId }: { memberId: string }) {
  const timeZone = useGymTimeZone();
  const history = useMemberHistory(memberId);
  return (
    <section aria-labelledby="history-heading" className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="history-heading" className="mb-4 text-lg font-semibold text-slate-900">
        History
      </h2>
      <DataTable
        query={history}
        loadingText="Loading history..."
        columns={columns(timeZone)}
        rows={history.data?.pages.flat()}
        rowKey={(entry) => entry.position}
        caption="History of the member, newest first"
        emptyText="Nothing recorded yet."
        pager={<LoadMore pages={history} />}
      />
    </section>
  );
}
