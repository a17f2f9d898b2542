import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { errorMessage } from '../../../lib/api-client';
import { useMemberCheckIns } from '../api/get-member-check-ins';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { formatClock, formatDateTime } from '../../../lib/desk-time';

/** The member's latest visits. */
export function MemberCheckIns({ memberId }: { memberId: string }) {
  const timeZone = useGymTimeZone();
  const checkIns = useMemberCheckIns(memberId);
  return (
    <section aria-labelledby="check-ins-heading" className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="check-ins-heading" className="mb-4 text-lg font-semibold text-slate-900">
        Recent check-ins
      </h2>
      {checkIns.isPending ? (
        <SectionLoading text="Loading check-ins..." />
      ) : checkIns.isError ? (
        <SectionError message={errorMessage(checkIns.error)} onRetry={() => void checkIns.refetch()} />
      ) : checkIns.data.length === 0 ? (
        <p className="text-sm text-slate-700">No check-ins yet.</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Recent check-ins, newest first</caption>
            <thead className="text-left text-slate-800">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Checked in
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Checked out
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Note
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {checkIns.data.map((visit) => (
                <tr key={visit.id}>
                  <td className="py-2 pr-4 whitespace-nowrap text-slate-900 tabular-nums">
                    <time dateTime={visit.checkInTime}>{formatDateTime(visit.checkInTime, timeZone)}</time>
                  </td>
                  <td className="py-2 pr-4 whitespace-nowrap text-slate-800 tabular-nums">
                    {visit.checkOutTime ? (
                      <time dateTime={visit.checkOutTime}>{formatClock(visit.checkOutTime, timeZone)}</time>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className="py-2 text-slate-800">
                    {visit.override ? `Let in by ${visit.override.byName} (${visit.override.refusal})` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
