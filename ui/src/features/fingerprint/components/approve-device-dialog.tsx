import type { z } from 'zod';
import { changeDeviceRequest } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import type { ChangeDeviceRequest, DeviceView } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useT } from '../../../lib/i18n/use-t';
import { useApproveDevice } from '../api/approve-device';
import { useChangeDevice } from '../api/change-device';

type Values = z.output<typeof changeDeviceRequest>;

/**
 * Approve a waiting reader, or rename an approved one (canEditFingerprint): a name staff recognise and whether it
 * lets members in or out. An approval trusts the reader from the address the page shows (the server refuses it when
 * the serial has called from another one since).
 */
export function ApproveDeviceDialog({ device, onClose }: { device: DeviceView | null; onClose: () => void }) {
  const t = useT();
  const renaming = device !== null && device.status !== 'pending';
  const approveDevice = useApproveDevice(device?.serial ?? '');
  const changeDevice = useChangeDevice(device?.serial ?? '');
  return (
    <FormDialog<ChangeDeviceRequest, Values>
      open={device !== null}
      onClose={onClose}
      title={
        device
          ? t(renaming ? 'fingerprint.approve.renameTitle' : 'fingerprint.approve.title', { serial: device.serial })
          : t('fingerprint.approve.titleNoSerial')
      }
      description={
        renaming
          ? t('fingerprint.approve.renameDescription')
          : device?.address
            ? t('fingerprint.approve.description', { address: device.address })
            : t('fingerprint.approve.descriptionNoAddress')
      }
      schema={changeDeviceRequest}
      defaultValues={{ name: device?.name ?? '', direction: device?.direction ?? 'in' }}
      submitLabel={renaming ? t('fingerprint.approve.save') : t('fingerprint.approve.approve')}
      failureMessage={t('fingerprint.approve.failed')}
      onSubmit={async (values, { idempotencyKey }) => {
        if (renaming) {
          await changeDevice.mutateAsync({ input: values, idempotencyKey });
          toast({
            variant: 'success',
            title: t('fingerprint.approve.saved'),
            description: t('fingerprint.approve.savedText', { name: values.name }),
          });
        } else {
          const address = device?.address ? { address: device.address } : {};
          await approveDevice.mutateAsync({ input: { ...values, ...address }, idempotencyKey });
          toast({
            variant: 'success',
            title: t('fingerprint.approve.approved'),
            description: t('fingerprint.approve.approvedText', { name: values.name }),
          });
        }
      }}
    >
      {({ field }) => (
        <>
          <TextField
            label={t('fingerprint.approve.name')}
            placeholder={t('fingerprint.approve.namePlaceholder')}
            autoFocus
            {...field('name')}
          />
          <SelectField label={t('fingerprint.approve.direction')} {...field('direction')}>
            <option value="in">{t('fingerprint.approve.directionIn')}</option>
            <option value="out">{t('fingerprint.approve.directionOut')}</option>
          </SelectField>
        </>
      )}
    </FormDialog>
  );
}
