import type { z } from 'zod';
import { changeDeviceRequest } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import type { ChangeDeviceRequest, DeviceView } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useApproveDevice } from '../api/approve-device';
import { useChangeDevice } from '../api/change-device';

type Values = z.output<typeof changeDeviceRequest>;

/**
 * Approve a waiting reader, or rename an approved one (canEditFingerprint): a name staff recognise and whether it
 * lets members in or out. An approval trusts the reader from the address the page shows (the server refuses it when
 * the serial has called from another one since).
 */
export function ApproveDeviceDialog({ device, onClose }: { device: DeviceView | null; onClose: () => void }) {
  const renaming = device !== null && device.status !== 'pending';
  const approveDevice = useApproveDevice(device?.serial ?? '');
  const changeDevice = useChangeDevice(device?.serial ?? '');
  return (
    <FormDialog<ChangeDeviceRequest, Values>
      open={device !== null}
      onClose={onClose}
      title={device ? `${renaming ? 'Rename' : 'Approve'} reader ${device.serial}` : 'Approve reader'}
      description={
        renaming
          ? 'The new name shows on this page, in the audit trail and at the desk.'
          : `Once approved, the reader's punches check members in and it learns every enrolled member. It is trusted from ${device?.address ?? 'the address it calls from'} only.`
      }
      schema={changeDeviceRequest}
      defaultValues={{ name: device?.name ?? '', direction: device?.direction ?? 'in' }}
      submitLabel={renaming ? 'Save' : 'Approve'}
      failureMessage="The reader could not be saved. Please try again."
      onSubmit={async (values, { idempotencyKey }) => {
        if (renaming) {
          await changeDevice.mutateAsync({ input: values, idempotencyKey });
          toast({ variant: 'success', title: 'Reader saved', description: `${values.name} is saved.` });
        } else {
          const address = device?.address ? { address: device.address } : {};
          await approveDevice.mutateAsync({ input: { ...values, ...address }, idempotencyKey });
          toast({ variant: 'success', title: 'Reader approved', description: `${values.name} is now in use.` });
        }
      }}
    >
      {({ field }) => (
        <>
          <TextField label="Reader name" placeholder="Main entrance" autoFocus {...field('name')} />
          <SelectField label="Direction" {...field('direction')}>
            <option value="in">In: a punch checks the member in</option>
            <option value="out">Out: a punch records leaving</option>
          </SelectField>
        </>
      )}
    </FormDialog>
  );
}
