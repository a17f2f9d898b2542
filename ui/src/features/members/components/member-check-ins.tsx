import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { formatClock, formatDateTime } from '../../../lib/desk-time';
import { useMemberCheckIns } from '../api/get-member-check-ins';
import { useT } from '../../../lib/i18n/use-t';
import { recordedRefusalText } from '../../../lib/refusal-text';

type Visit = NonNullable<ReturnType<typeof useMemberCheckIns>['data']>[number];

const columns = (timeZone: string, t: ReturnType<typeof useT>): DataTableColumn<Visit>[] => [
  {
    id: 'in',
    header: t('members.checkIns.in'),
    kind: 'date',
    cell: (visit) => <time dateTime={visit.checkInTime}>{formatDateTime(visit.checkInTime, timeZone)}</time>,
  },
  {
    id: 'out',
    header: t('members.checkIns.out'),
    kind: 'date',
    cell: (visit) =>
      visit.checkOutTime ? <time dateTime={visit.checkOutTime}>{formatClock(visit.checkOutTime, timeZone)}</time> : '—',
  },
  {
    id: 'note',
    header: t('members.checkIns.note'),
    cell: (visit) =>
      visit.override
        ? visit.override.reason
          ? t('members.checkIns.letInReason', {
              name: visit.override.byName,
              refusal: recordedRefusalText(visit.override),
              reason: visit.override.reason,
            })
          : t('members.checkIns.letIn', { name: visit.override.byName, refusal: recordedRefusalText(visit.override) })
        : '',
  },
];

/** The member's latest visits. */
export function MemberCheckIns({ memberId }: { memberId: string }) {
  const t = useT();
  const timeZone = useGymTimeZone();
  const checkIns = useMemberCheckIns(memberId);
  return (
    <section aria-labelledby="check-ins-heading" className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="check-ins-heading" className="mb-4 text-lg font-semibold text-slate-900">
        {t('members.checkIns.title')}
      </h2>
      <DataTable
        query={checkIns}
        loadingText={t('members.checkIns.loading')}
        columns={columns(timeZone, t)}
        rows={checkIns.data}
        rowKey={(visit) => visit.id}
        caption={t('members.checkIns.caption')}
        emptyText={t('members.checkIns.empty')}
      />
    </section>
  );
}
