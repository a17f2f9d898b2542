import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { formatClock, formatDateTime } from '../../../lib/desk-time';
import { useMemberCheckIns } from '../api/get-member-check-ins';

type Visit = NonNullable<ReturnType<typeof useMemberCheckIns>['data']>[number];

const columns = (timeZone: string): DataTableColumn<Visit>[] => [
  {
    id: 'in',
    header: 'Checked in',
    kind: 'date',
    cell: (visit) => <time dateTime={visit.checkInTime}>{formatDateTime(visit.checkInTime, timeZone)}</time>,
  },
  {
    id: 'out',
    header: 'Checked out',
    kind: 'date',
    cell: (visit) =>
      visit.checkOutTime ? <time dateTime={visit.checkOutTime}>{formatClock(visit.checkOutTime, timeZone)}</time> : '—',
  },
  {
    id: 'note',
    header: 'Note',
    cell: (visit) => (visit.override ? `Let in by ${visit.override.byName} (${visit.override.refusal})` : ''),
  },
];

/** The member's latest visits. */
export function MemberCheckIns({ memberId }: { memberId: string }) {
  const timeZone = useGymTimeZone();
  const checkIns = useMemberCheckIns(memberId);
  return (
    <section aria-labelledby="check-ins-heading" className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="check-ins-heading" className="mb-4 text-lg font-semibold text-slate-900">
        Recent check-ins
      </h2>
      <DataTable
        query={checkIns}
        loadingText="Loading check-ins..."
        columns={columns(timeZone)}
        rows={checkIns.data}
        rowKey={(visit) => visit.id}
        caption="Recent check-ins, newest first"
        emptyText="No check-ins yet."
      />
    </section>
  );
}
