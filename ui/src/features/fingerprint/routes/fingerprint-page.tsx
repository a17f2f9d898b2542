import { Fingerprint } from 'lucide-react';
import { useState } from 'react';
import type { DeviceView, EnrolmentView } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { QueryContent } from '../../../components/feedback/query-content';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast/toast-store';
import type { ToastInput } from '../../../components/ui/toast/toast-store';
import { useCan } from '../../../hooks/use-session-user';
import { useT } from '../../../lib/i18n/use-t';
import { useDeleteEnrolment } from '../api/delete-enrolment';
import { useDevices } from '../api/get-devices';
import { useEnrolments } from '../api/get-enrolments';
import { useRemoveDevice } from '../api/remove-device';
import { ApproveDeviceDialog } from '../components/approve-device-dialog';
import { DeviceCommandsDialog } from '../components/device-commands-dialog';
import { DevicesTable } from '../components/devices-table';
import { EnrolDialog } from '../components/enrol-dialog';
import { EnrolmentsTable } from '../components/enrolments-table';
import { HeldReadersAlert } from '../components/held-readers-alert';

/** Sends a confirmed removal and says what it did; the confirmation closes whether or not it went through. */
async function removeConfirmed(send: () => Promise<unknown>, done: ToastInput, close: () => void) {
  try {
    await send();
    toast({ variant: 'success', ...done });
  } finally {
    close();
  }
}

/**
 * /fingerprint (canViewFingerprint): the readers at the door, live, their commands, and members' enrolments.
 * Approving, renaming and removing readers, resending their commands, enrolling and deleting fingerprints need
 * canEditFingerprint (the server refuses otherwise).
 */
export function Component() {
  const t = useT();
  const canEdit = useCan('canEditFingerprint');
  const devices = useDevices();
  const enrolments = useEnrolments();
  const [approving, setApproving] = useState<DeviceView | null>(null);
  const [enrolling, setEnrolling] = useState(false);
  const [deleting, setDeleting] = useState<EnrolmentView | null>(null);
  const [showingCommands, setShowingCommands] = useState<DeviceView | null>(null);
  const [removing, setRemoving] = useState<DeviceView | null>(null);
  const remove = useDeleteEnrolment();
  const removeDevice = useRemoveDevice();
  const approved = (devices.data ?? []).filter((d) => d.status === 'approved');

  async function confirmDelete() {
    if (!deleting) return;
    await removeConfirmed(
      () => remove.mutateAsync(deleting.memberId),
      {
        title: t('fingerprint.page.deleted'),
        description: t('fingerprint.page.deletedText', { member: deleting.memberName }),
      },
      () => setDeleting(null),
    );
  }

  async function confirmRemoveDevice() {
    if (!removing) return;
    await removeConfirmed(
      () => removeDevice.mutateAsync(removing.serial),
      {
        title: t('fingerprint.page.removed'),
        description: t('fingerprint.page.removedText', { reader: removing.name ?? removing.serial }),
      },
      () => setRemoving(null),
    );
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-8">
      <div>
        <PageHeader title={t('fingerprint.page.title')}>
          {canEdit ? (
            <Button onClick={() => setEnrolling(true)} disabled={approved.length === 0}>
              <Fingerprint aria-hidden="true" className="size-4" />
              {t('fingerprint.page.enrol')}
            </Button>
          ) : null}
        </PageHeader>
        <section aria-labelledby="readers-heading">
          <h2 id="readers-heading" className="mb-3 text-lg font-semibold text-slate-900">
            {t('fingerprint.page.readers')}
          </h2>
          <QueryContent
            query={devices}
            loadingText={t('fingerprint.page.loadingReaders')}
            emptyText={t('fingerprint.page.noReaders')}
          >
            {(readers) => (
              <>
                <HeldReadersAlert devices={readers} canEdit={canEdit} />
                <DevicesTable
                  devices={readers}
                  canEdit={canEdit}
                  onApprove={setApproving}
                  onCommands={setShowingCommands}
                  onRemove={setRemoving}
                  now={devices.dataUpdatedAt}
                />
              </>
            )}
          </QueryContent>
        </section>
      </div>

      <section aria-labelledby="enrolments-heading">
        <h2 id="enrolments-heading" className="mb-3 text-lg font-semibold text-slate-900">
          {t('fingerprint.page.enrolled')}
        </h2>
        <QueryContent
          query={enrolments}
          loadingText={t('fingerprint.page.loadingEnrolments')}
          emptyText={t('fingerprint.enrolments.none')}
        >
          {(enrolled) => (
            <EnrolmentsTable
              enrolments={enrolled}
              canEdit={canEdit}
              onDelete={setDeleting}
              now={enrolments.dataUpdatedAt}
            />
          )}
        </QueryContent>
      </section>

      <p className="text-sm text-slate-700">{t('fingerprint.page.templatesNote')}</p>

      <ApproveDeviceDialog device={approving} onClose={() => setApproving(null)} />
      <DeviceCommandsDialog device={showingCommands} canEdit={canEdit} onClose={() => setShowingCommands(null)} />
      <ConfirmDialog
        open={removing !== null}
        title={t('fingerprint.page.removeTitle')}
        description={t('fingerprint.page.removeDescription', { reader: removing?.name ?? removing?.serial ?? '' })}
        confirmLabel={t('fingerprint.devices.remove')}
        busy={removeDevice.isPending}
        onConfirm={() => void confirmRemoveDevice()}
        onCancel={() => setRemoving(null)}
      />
      <EnrolDialog open={enrolling} onClose={() => setEnrolling(false)} devices={devices.data ?? []} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('fingerprint.page.deleteTitle')}
        description={t('fingerprint.page.deleteDescription', { member: deleting?.memberName ?? '' })}
        confirmLabel={t('fingerprint.page.delete')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
