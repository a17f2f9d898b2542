import type { EnrolmentView } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { ColumnHeaders } from '../../../components/ui/column-headers';
import { Button } from '../../../components/ui/button';

/**
 * Members enrolled or being enrolled: status, fingers, on which reader, and whether the door lets them in. A reader's
 * finger is taken for 15 minutes after the enrolment starts; after that the enrolment is started again.
 */
export function EnrolmentsTable({
  enrolments,
  canEdit,
  onDelete,
  now,
}: {
  enrolments: readonly EnrolmentView[];
  canEdit: boolean;
  onDelete: (enrolment: EnrolmentView) => void;
  /** When the list was fetched: an enrolment whose window closed by then waits for nothing. */
  now: number;
}) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Fingerprint enrolments</caption>
        <thead className="bg-slate-50 text-left text-slate-800">
          <ColumnHeaders
            cell="px-3 py-2"
            columns={[
              { label: 'Member' },
              { label: 'User id' },
              { label: 'Status' },
              { label: 'Fingers' },
              { label: 'Enrolled on' },
              { label: 'Door' },
              { label: 'Actions' },
            ]}
          />
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {enrolments.map((e) => (
            <tr key={e.memberId}>
              <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                {e.memberName}
              </th>
              <td className="px-3 py-2">{e.pin}</td>
              <td className="px-3 py-2">
                {e.status === 'enrolled' ? (
                  <span className="inline-flex rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                    Enrolled
                  </span>
                ) : e.openUntil && Date.parse(e.openUntil) > now ? (
                  <span className="inline-flex rounded-full bg-yellow-100 px-2 py-0.5 text-xs font-semibold text-yellow-900">
                    Waiting for a finger
                  </span>
                ) : (
                  <span className="inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
                    No finger came: enrol again
                  </span>
                )}
              </td>
              <td className="px-3 py-2">{e.fingers}</td>
              <td className="px-3 py-2">{e.deviceName ?? e.serial}</td>
              <td className="px-3 py-2">{e.revoked ? `Removed: ${e.revokedReason ?? ''}` : 'Lets in'}</td>
              <td className="px-3 py-2">
                {canEdit ? (
                  <Button variant="ghost" className="px-2 py-1" onClick={() => onDelete(e)}>
                    Delete fingerprints of {e.memberName}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
