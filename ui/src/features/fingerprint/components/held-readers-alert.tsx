import type { DeviceView } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { formatDateTime } from '../../../lib/desk-time';
import { useReapproveDevice } from '../api/reapprove-device';

/**
 * Readers held because a request named them from another address than approval saw: nothing goes to or comes from
 * them until staff re-approve them at one of the two addresses (canEditFingerprint). Shown above the readers.
 */
export function HeldReadersAlert({ devices, canEdit }: { devices: readonly DeviceView[]; canEdit: boolean }) {
  const timeZone = useGymTimeZone();
  const reapprove = useReapproveDevice();
  const held = devices.filter((d) => d.status === 'held');
  if (held.length === 0) return null;

  async function trust(device: DeviceView, address: string) {
    await reapprove.mutateAsync({ serial: device.serial, address });
    toast({
      variant: 'success',
      title: 'Reader re-approved',
      description: `${device.name ?? device.serial} is trusted from ${address}.`,
    });
  }

  return (
    <div role="alert" className="mb-3 grid gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      {held.map((device) => (
        <div key={device.serial} className="grid gap-2">
          <p>
            <strong>{device.name ?? device.serial}</strong> ({device.serial}) was named from {device.heldAddress}, not
            from {device.approvedAddress} where it was approved
            {device.heldAt ? ` (${formatDateTime(device.heldAt, timeZone)})` : ''}. It is held: its punches and uploads
            are refused (it keeps them) and it gets no command until it is re-approved. If the reader moved, re-approve
            it at its new address; if not, someone else is using its serial number: keep it at its address and check the
            network.
          </p>
          {canEdit && device.heldAddress && device.approvedAddress ? (
            <div className="flex flex-wrap gap-2">
              <Button
                className="px-2 py-1"
                busy={reapprove.isPending}
                onClick={() => void trust(device, device.heldAddress!)}
              >
                Re-approve at {device.heldAddress}
              </Button>
              <Button
                variant="secondary"
                className="px-2 py-1"
                busy={reapprove.isPending}
                onClick={() => void trust(device, device.approvedAddress!)}
              >
                Keep at {device.approvedAddress}
              </Button>
            </div>
          ) : null}
        </div>
      ))}
    </div>
  );
}
