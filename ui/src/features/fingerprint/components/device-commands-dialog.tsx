import type { DeviceCommandView, DeviceView } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { DialogSheet, SheetBody, SheetFooter } from '../../../components/form-dialog/dialog-sheet';
import { FormError } from '../../../components/form-dialog/form-error';
import { Button } from '../../../components/ui/button';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/desk-time';
import { useDeviceCommands } from '../api/get-device-commands';
import { useResendCommands } from '../api/resend-commands';
import { ColumnHeaders } from '../../../components/ui/column-headers';

const KIND: Record<DeviceCommandView['kind'], string> = {
  'add-user': 'Add user',
  'enrol-finger': 'Ask for a finger',
  'restore-finger': 'Load a fingerprint',
  'restore-templates': 'Load fingerprints',
  'delete-user': 'Remove user',
};
const STATE: Record<DeviceCommandView['status'], string> = {
  queued: 'Waiting for the reader',
  sent: 'Taken, no answer yet',
  done: 'Done',
  failed: 'Failed',
  dropped: 'Dropped (reader removed)',
};

function stateText(c: DeviceCommandView) {
  const base = c.status === 'failed' && c.returnCode !== null ? `Failed (code ${c.returnCode})` : STATE[c.status];
  return c.resends > 0 ? `${base} · resent ${c.resends}×` : base;
}

/**
 * The commands sent to one reader, newest first, with their state. Unanswered ones are resent automatically (after 2,
 * 4, 8… minutes, 5 times); "Resend unanswered" hands them out again at the reader's next poll now.
 */
export function DeviceCommandsDialog({
  device,
  canEdit,
  onClose,
}: {
  device: DeviceView | null;
  canEdit: boolean;
  onClose: () => void;
}) {
  if (!device) return null;
  return (
    <DialogSheet
      onClose={onClose}
      wide
      title={`Commands for ${device.name ?? device.serial}`}
      description="What the app asked this reader to do, newest first. A command the reader took but never answered is sent again automatically."
    >
      <CommandsBody serial={device.serial} canEdit={canEdit} onClose={onClose} />
    </DialogSheet>
  );
}

function CommandsBody({ serial, canEdit, onClose }: { serial: string; canEdit: boolean; onClose: () => void }) {
  const timeZone = useGymTimeZone();
  const commands = useDeviceCommands(serial);
  const resend = useResendCommands(serial);
  const unanswered = (commands.data ?? []).filter((c) => c.status === 'sent').length;
  // Said inside the dialog: a modal dialog hides the page's toasts from assistive technology while it is open.
  const onResend = () => resend.mutate();
  const close = <Button onClick={onClose}>Close</Button>;
  if (commands.isPending || commands.isError) {
    return (
      <>
        <SheetBody>
          {commands.isError ? (
            <SectionError message={errorMessage(commands.error)} onRetry={() => void commands.refetch()} />
          ) : (
            <SectionLoading text="Loading commands..." />
          )}
        </SheetBody>
        <SheetFooter>{close}</SheetFooter>
      </>
    );
  }
  return (
    <>
      <SheetBody>
        {commands.data.length === 0 ? (
          <p className="text-sm text-slate-700">No command was sent to this reader yet.</p>
        ) : (
          <div className="max-h-96 overflow-y-auto rounded-md border border-slate-200">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <caption className="sr-only">Commands sent to the reader</caption>
              <thead className="bg-slate-50 text-left text-slate-800">
                <ColumnHeaders
                  cell="px-3 py-2"
                  columns={[
                    { label: 'No.' },
                    { label: 'Command' },
                    { label: 'Member' },
                    { label: 'State' },
                    { label: 'Queued' },
                  ]}
                />
              </thead>
              <tbody className="divide-y divide-slate-200 text-slate-800">
                {commands.data.map((c) => (
                  <tr key={c.commandNo}>
                    <td className="px-3 py-2">{c.commandNo}</td>
                    <td className="px-3 py-2">
                      {KIND[c.kind]}
                      <span className="block text-xs text-slate-700">{c.reason}</span>
                    </td>
                    <td className="px-3 py-2">{c.memberName}</td>
                    <td className="px-3 py-2">{stateText(c)}</td>
                    <td className="px-3 py-2">{formatDateTime(c.queuedAt, timeZone)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p role="status" className="text-sm text-slate-800">
          {resend.isSuccess ? 'Commands resent: the reader gets them at its next poll.' : ''}
        </p>
        <FormError message={resend.isError ? errorMessage(resend.error) : undefined} />
      </SheetBody>
      <SheetFooter>
        {canEdit ? (
          <Button variant="secondary" onClick={onResend} busy={resend.isPending} disabled={unanswered === 0}>
            Resend unanswered ({unanswered})
          </Button>
        ) : null}
        {close}
      </SheetFooter>
    </>
  );
}
