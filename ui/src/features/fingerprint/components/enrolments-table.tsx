import type { EnrolmentView } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Pill } from '../../../components/ui/pill';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/use-t';

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
  const t = useT();
  const columns: DataTableColumn<EnrolmentView>[] = [
    { id: 'member', header: t('fingerprint.enrolments.column.member'), rowHeader: true, cell: (e) => e.memberName },
    { id: 'pin', header: t('fingerprint.enrolments.column.userId'), cell: (e) => e.pin },
    {
      id: 'status',
      header: t('fingerprint.enrolments.column.status'),
      cell: (e) =>
        e.status === 'enrolled' ? (
          <Pill tone="green">{t('fingerprint.enrolments.enrolled')}</Pill>
        ) : e.openUntil && Date.parse(e.openUntil) > now ? (
          <Pill tone="yellow">{t('fingerprint.enrolments.waiting')}</Pill>
        ) : (
          <Pill tone="grey">{t('fingerprint.enrolments.noFinger')}</Pill>
        ),
    },
    { id: 'fingers', header: t('fingerprint.enrolments.column.fingers'), kind: 'number', cell: (e) => e.fingers },
    { id: 'reader', header: t('fingerprint.enrolments.column.reader'), cell: (e) => e.deviceName ?? e.serial },
    {
      id: 'door',
      header: t('fingerprint.enrolments.column.door'),
      cell: (e) =>
        e.revoked
          ? t('fingerprint.enrolments.removed', { reason: e.revokedReason ?? '' })
          : t('fingerprint.enrolments.letsIn'),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={enrolments}
      rowKey={(e) => e.memberId}
      caption={t('fingerprint.enrolments.caption')}
      emptyText={t('fingerprint.enrolments.none')}
      rowActions={
        canEdit
          ? (e) => (
              <Button variant="ghost" className="px-2 py-1" onClick={() => onDelete(e)}>
                {t('fingerprint.enrolments.delete', { member: e.memberName })}
              </Button>
            )
          : undefined
      }
    />
  );
}
