import type { DeviceView } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { Trans } from '@lingui/react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { formatDateTime } from '../../../lib/desk-time';
import { useT } from '../../../lib/i18n/use-t';
import { useReapproveDevice } from '../api/reapprove-device';

/**
 * Readers held because a request named them from another address than approval saw: nothing goes to or comes from
 * them until staff re-approve them at one of the two addresses (canEditFingerprint). Shown above the readers.
 */
export function HeldReadersAlert({ devices, canEdit }: { devices: readonly DeviceView[]; canEdit: boolean }) {
  const t = useT();
  const timeZone = useGymTimeZone();
  const reapprove = useReapproveDevice();
  const held = devices.filter((d) => d.status === 'held');
  if (held.length === 0) return null;

  async function trust(device: DeviceView, address: string) {
    await reapprove.mutateAsync({ serial: device.serial, address });
    toast({
      variant: 'success',
      title: t('fingerprint.held.reapproved'),
      description: t('fingerprint.held.reapprovedText', { reader: device.name ?? device.serial, address }),
    });
  }

  return (
    <div role="alert" className="mb-3 grid gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      {held.map((device) => (
        <div key={device.serial} className="grid gap-2">
          <p>
            <Trans
              id={device.heldAt ? 'fingerprint.held.explanationAt' : 'fingerprint.held.explanation'}
              values={{
                reader: device.name ?? device.serial,
                serial: device.serial,
                heldAddress: device.heldAddress ?? '',
                approvedAddress: device.approvedAddress ?? '',
                at: device.heldAt ? formatDateTime(device.heldAt, timeZone) : '',
              }}
              components={{ 0: <strong /> }}
            />
          </p>
          {canEdit && device.heldAddress && device.approvedAddress ? (
            <div className="flex flex-wrap gap-2">
              <Button
                className="px-2 py-1"
                busy={reapprove.isPending}
                onClick={() => void trust(device, device.heldAddress!)}
              >
                {t('fingerprint.held.reapprove', { address: device.heldAddress })}
              </Button>
              <Button
                variant="secondary"
                className="px-2 py-1"
                busy={reapprove.isPending}
                onClick={() => void trust(device, device.approvedAddress!)}
              >
                {t('fingerprint.held.keep', { address: device.approvedAddress })}
              </Button>
            </div>
          ) : null}
        </div>
      ))}
    </div>
  );
}
