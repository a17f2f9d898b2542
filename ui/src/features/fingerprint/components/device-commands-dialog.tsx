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
import { useT } from '../../../lib/i18n/use-t';

/** Message ids of a command's kind and state. */
const KIND: Record<DeviceCommandView['kind'], string> = {
  'add-user': 'fingerprint.commands.kind.addUser',
  'enrol-finger': 'fingerprint.commands.kind.enrolFinger',
  'restore-finger': 'fingerprint.commands.kind.restoreFinger',
  'restore-templates': 'fingerprint.commands.kind.restoreTemplates',
  'delete-user': 'fingerprint.commands.kind.deleteUser',
};
const STATE: Record<DeviceCommandView['status'], string> = {
  queued: 'fingerprint.commands.state.queued',
  sent: 'fingerprint.commands.state.sent',
  done: 'fingerprint.commands.state.done',
  failed: 'fingerprint.commands.state.failed',
  dropped: 'fingerprint.commands.state.dropped',
};

function stateText(t: ReturnType<typeof useT>, c: DeviceCommandView) {
  const base =
    c.status === 'failed' && c.returnCode !== null
      ? t('fingerprint.commands.state.failedCode', { code: c.returnCode })
      : t(STATE[c.status]);
  return c.resends > 0 ? t('fingerprint.commands.state.resent', { state: base, count: c.resends }) : base;
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
  const t = useT();
  if (!device) return null;
  return (
    <DialogSheet
      onClose={onClose}
      wide
      title={t('fingerprint.commands.title', { reader: device.name ?? device.serial })}
      description={t('fingerprint.commands.description')}
    >
      <CommandsBody serial={device.serial} canEdit={canEdit} onClose={onClose} />
    </DialogSheet>
  );
}

function CommandsBody({ serial, canEdit, onClose }: { serial: string; canEdit: boolean; onClose: () => void }) {
  const t = useT();
  const timeZone = useGymTimeZone();
  const commands = useDeviceCommands(serial);
  const resend = useResendCommands(serial);
  const unanswered = (commands.data ?? []).filter((c) => c.status === 'sent').length;
  // Said inside the dialog: a modal dialog hides the page's toasts from assistive technology while it is open.
  const onResend = () => resend.mutate();
  const close = <Button onClick={onClose}>{t('kit.close')}</Button>;
  if (commands.isPending || commands.isError) {
    return (
      <>
        <SheetBody>
          {commands.isError ? (
            <SectionError message={errorMessage(commands.error)} onRetry={() => void commands.refetch()} />
          ) : (
            <SectionLoading text={t('fingerprint.commands.loading')} />
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
          <p className="text-sm text-slate-700">{t('fingerprint.commands.none')}</p>
        ) : (
          <div className="max-h-96 overflow-y-auto rounded-md border border-slate-200">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <caption className="sr-only">{t('fingerprint.commands.caption')}</caption>
              <thead className="bg-slate-50 text-start text-slate-800">
                <ColumnHeaders
                  cell="px-3 py-2"
                  columns={[
                    { label: t('fingerprint.commands.column.number') },
                    { label: t('fingerprint.commands.column.command') },
                    { label: t('fingerprint.commands.column.member') },
                    { label: t('fingerprint.commands.column.state') },
                    { label: t('fingerprint.commands.column.queued') },
                  ]}
                />
              </thead>
              <tbody className="divide-y divide-slate-200 text-slate-800">
                {commands.data.map((c) => (
                  <tr key={c.commandNo}>
                    <td className="px-3 py-2">{c.commandNo}</td>
                    <td className="px-3 py-2">
                      {t(KIND[c.kind])}
                      <span className="block text-xs text-slate-700">{c.reason}</span>
                    </td>
                    <td className="px-3 py-2">{c.memberName}</td>
                    <td className="px-3 py-2">{stateText(t, c)}</td>
                    <td className="px-3 py-2">{formatDateTime(c.queuedAt, timeZone)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p role="status" className="text-sm text-slate-800">
          {resend.isSuccess ? t('fingerprint.commands.resent') : ''}
        </p>
        <FormError message={resend.isError ? errorMessage(resend.error) : undefined} />
      </SheetBody>
      <SheetFooter>
        {canEdit ? (
          <Button variant="secondary" onClick={onResend} busy={resend.isPending} disabled={unanswered === 0}>
            {t('fingerprint.commands.resend', { count: unanswered })}
          </Button>
        ) : null}
        {close}
      </SheetFooter>
    </>
  );
}
