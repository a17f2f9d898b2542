import type { DeviceView } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Pill } from '../../../components/ui/pill';
import { Button } from '../../../components/ui/button';
import { driftText, sinceText } from './when';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { useT } from '../../../lib/i18n/use-t';

/**
 * Every reader, waiting ones first, then held ones: its address, online (heard from within two polls), last seen, clock drift, users and
 * fingerprints on it as it reports them, commands still queued for it.
 */
export function DevicesTable({
  devices,
  canEdit,
  onApprove,
  onCommands,
  onRemove,
  now,
}: {
  devices: readonly DeviceView[];
  canEdit: boolean;
  /** Approve a waiting reader, or rename an approved one (the same dialog). */
  onApprove: (device: DeviceView) => void;
  onCommands: (device: DeviceView) => void;
  onRemove: (device: DeviceView) => void;
  /** When the list was fetched (it is refetched every few seconds): "last seen" counts from then. */
  now: number;
}) {
  const t = useT();
  const timeZone = useGymTimeZone();
  const columns: DataTableColumn<DeviceView>[] = [
    {
      id: 'reader',
      header: t('fingerprint.devices.column.reader'),
      rowHeader: true,
      cell: (device) => (
        <>
          {device.name ?? t('fingerprint.devices.newReader')}
          <span className="block text-xs font-normal text-slate-700">
            {device.serial}
            {device.direction
              ? ` · ${t(device.direction === 'in' ? 'fingerprint.devices.entrance' : 'fingerprint.devices.exit')}`
              : ''}
            {(device.approvedAddress ?? device.address) ? ` · ${device.approvedAddress ?? device.address}` : ''}
          </span>
        </>
      ),
    },
    {
      id: 'status',
      header: t('fingerprint.devices.column.status'),
      cell: (device) => <DeviceStatus device={device} />,
    },
    {
      id: 'lastSeen',
      header: t('fingerprint.devices.column.lastSeen'),
      cell: (device) => sinceText(device.lastSeen, now, timeZone),
    },
    {
      id: 'clock',
      header: t('fingerprint.devices.column.clock'),
      cell: (device) => driftText(device.clockDriftSeconds),
    },
    {
      id: 'users',
      header: t('fingerprint.devices.column.users'),
      kind: 'number',
      cell: (device) => device.users ?? '—',
    },
    {
      id: 'fingerprints',
      header: t('fingerprint.devices.column.fingerprints'),
      kind: 'number',
      cell: (device) => device.fingerprints ?? '—',
    },
    {
      id: 'queued',
      header: t('fingerprint.devices.column.queued'),
      kind: 'number',
      cell: (device) => device.queuedCommands,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={devices}
      rowKey={(device) => device.serial}
      caption={t('fingerprint.devices.caption')}
      emptyText={t('fingerprint.devices.none')}
      rowActions={(device) => (
        <>
          {canEdit && device.status === 'pending' ? (
            <Button className="px-2 py-1" onClick={() => onApprove(device)}>
              {t('fingerprint.devices.approve', { serial: device.serial })}
            </Button>
          ) : null}
          {device.status !== 'pending' ? (
            <Button
              variant="secondary"
              className="px-2 py-1"
              aria-label={t('fingerprint.devices.commandsOf', { reader: device.name ?? device.serial })}
              onClick={() => onCommands(device)}
            >
              {t('fingerprint.devices.commands')}
            </Button>
          ) : null}
          {canEdit && device.status !== 'pending' ? (
            <Button
              variant="secondary"
              className="px-2 py-1"
              aria-label={t('fingerprint.devices.renameReader', { reader: device.name ?? device.serial })}
              onClick={() => onApprove(device)}
            >
              {t('fingerprint.devices.rename')}
            </Button>
          ) : null}
          {canEdit ? (
            <Button
              variant="secondary"
              className="px-2 py-1"
              aria-label={t('fingerprint.devices.removeReader', { reader: device.name ?? device.serial })}
              onClick={() => onRemove(device)}
            >
              {t('fingerprint.devices.remove')}
            </Button>
          ) : null}
        </>
      )}
    />
  );
}

/** Waiting, held (with the address it called from), online or offline. */
function DeviceStatus({ device }: { device: DeviceView }) {
  const t = useT();
  if (device.status === 'pending') return <Pill tone="yellow">{t('fingerprint.devices.waiting')}</Pill>;
  if (device.status === 'held') {
    return <Pill tone="red">{t('fingerprint.devices.held', { address: device.heldAddress ?? '' })}</Pill>;
  }
  return device.online ? (
    <Pill tone="green">{t('fingerprint.devices.online')}</Pill>
  ) : (
    <Pill tone="red">{t('fingerprint.devices.offline')}</Pill>
  );
}
