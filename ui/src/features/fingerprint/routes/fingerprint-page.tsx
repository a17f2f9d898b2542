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
      { title: 'Fingerprints deleted', description: `${deleting.memberName} is removed from the readers.` },
      () => setDeleting(null),
    );
  }

  async function confirmRemoveDevice() {
    if (!removing) return;
    await removeConfirmed(
      () => removeDevice.mutateAsync(removing.serial),
      {
        title: 'Reader removed',
        description: `${removing.name ?? removing.serial} must be approved again to be used.`,
      },
      () => setRemoving(null),
    );
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-8">
      <div>
        <PageHeader title="Fingerprint">
          {canEdit ? (
            <Button onClick={() => setEnrolling(true)} disabled={approved.length === 0}>
              <Fingerprint aria-hidden="true" className="size-4" />
              Enrol member
            </Button>
          ) : null}
        </PageHeader>
        <section aria-labelledby="readers-heading">
          <h2 id="readers-heading" className="mb-3 text-lg font-semibold text-slate-900">
            Readers
          </h2>
          <QueryContent
            query={devices}
            loadingText="Loading readers..."
            emptyText="No reader has called yet. Point a ZKTeco reader's ADMS server address at this app (port and path /iclock); it appears here waiting for approval."
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
          Enrolled members
        </h2>
        <QueryContent query={enrolments} loadingText="Loading enrolments..." emptyText="No member is enrolled yet.">
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

      <p className="text-sm text-slate-700">
        Fingerprint templates are kept encrypted, never shown or exported, and deleted with the enrolment.
      </p>

      <ApproveDeviceDialog device={approving} onClose={() => setApproving(null)} />
      <DeviceCommandsDialog device={showingCommands} canEdit={canEdit} onClose={() => setShowingCommands(null)} />
      <ConfirmDialog
        open={removing !== null}
        title="Remove reader"
        description={`Remove ${removing?.name ?? removing?.serial ?? ''}? Its waiting commands are dropped and its punches are refused until it is approved again.`}
        confirmLabel="Remove"
        busy={removeDevice.isPending}
        onConfirm={() => void confirmRemoveDevice()}
        onCancel={() => setRemoving(null)}
      />
      <EnrolDialog open={enrolling} onClose={() => setEnrolling(false)} devices={devices.data ?? []} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete fingerprints"
        description={`Delete the fingerprints of ${deleting?.memberName ?? ''} from the app and every reader?`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
