import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { changeDeviceRequest } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import type { ChangeDeviceRequest, DeviceView } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { Button } from '../../../components/ui/button';
import { formFields, SelectField, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { isApiError } from '../../../lib/api-client';
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
  return (
    <Modal
      open={device !== null}
      onClose={onClose}
      title={device ? `${renaming ? 'Rename' : 'Approve'} reader ${device.serial}` : 'Approve reader'}
      description={
        renaming
          ? 'The new name shows on this page, in the audit trail and at the desk.'
          : `Once approved, the reader's punches check members in and it learns every enrolled member. It is trusted from ${device?.address ?? 'the address it calls from'} only.`
      }
    >
      {device ? <ApproveForm device={device} onDone={onClose} /> : null}
    </Modal>
  );
}

function ApproveForm({ device, onDone }: { device: DeviceView; onDone: () => void }) {
  const serial = device.serial;
  const renaming = device.status !== 'pending';
  const approveDevice = useApproveDevice(serial);
  const changeDevice = useChangeDevice(serial);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangeDeviceRequest, unknown, Values>({
    resolver: zodResolver(changeDeviceRequest),
    defaultValues: { name: device.name ?? '', direction: device.direction ?? 'in' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      if (renaming) await changeDevice.mutateAsync(values);
      else await approveDevice.mutateAsync({ ...values, ...(device.address ? { address: device.address } : {}) });
      toast(
        renaming
          ? { variant: 'success', title: 'Reader saved', description: `${values.name} is saved.` }
          : { variant: 'success', title: 'Reader approved', description: `${values.name} is now in use.` },
      );
      onDone();
    } catch (error) {
      setError('root', {
        message: (isApiError(error) && error.answer?.message) || 'The reader could not be saved. Please try again.',
      });
    }
  });
  const field = formFields(register, errors);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <TextField label="Reader name" placeholder="Main entrance" autoFocus {...field('name')} />
      <SelectField label="Direction" {...field('direction')}>
        <option value="in">In: a punch checks the member in</option>
        <option value="out">Out: a punch records leaving</option>
      </SelectField>
      {errors.root ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {renaming ? 'Save' : 'Approve'}
        </Button>
      </div>
    </form>
  );
}
