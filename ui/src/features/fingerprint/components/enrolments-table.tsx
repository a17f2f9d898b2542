import type { EnrolmentView } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Pill } from '../../../components/ui/pill';
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
  const columns: DataTableColumn<EnrolmentView>[] = [
    { id: 'member', header: 'Member', rowHeader: true, cell: (e) => e.memberName },
    { id: 'pin', header: 'User id', cell: (e) => e.pin },
    {
      id: 'status',
      header: 'Status',
      cell: (e) =>
        e.status === 'enrolled' ? (
          <Pill tone="green">Enrolled</Pill>
        ) : e.openUntil && Date.parse(e.openUntil) > now ? (
          <Pill tone="yellow">Waiting for a finger</Pill>
        ) : (
          <Pill tone="grey">No finger came: enrol again</Pill>
        ),
    },
    { id: 'fingers', header: 'Fingers', kind: 'number', cell: (e) => e.fingers },
    { id: 'reader', header: 'Enrolled on', cell: (e) => e.deviceName ?? e.serial },
    { id: 'door', header: 'Door', cell: (e) => (e.revoked ? `Removed: ${e.revokedReason ?? ''}` : 'Lets in') },
  ];
  return (
    <DataTable
      columns={columns}
      rows={enrolments}
      rowKey={(e) => e.memberId}
      caption="Fingerprint enrolments"
      emptyText="No member is enrolled yet."
      rowActions={
        canEdit
          ? (e) => (
              <Button variant="ghost" className="px-2 py-1" onClick={() => onDelete(e)}>
                Delete fingerprints of {e.memberName}
              </Button>
            )
          : undefined
      }
    />
  );
}
