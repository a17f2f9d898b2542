import type { DeviceView } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Pill } from '../../../components/ui/pill';
import { Button } from '../../../components/ui/button';
import { driftText, sinceText } from './when';
import { useGymTimeZone } from '../../../hooks/use-gym-today';

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
  const timeZone = useGymTimeZone();
  const columns: DataTableColumn<DeviceView>[] = [
    {
      id: 'reader',
      header: 'Reader',
      rowHeader: true,
      cell: (device) => (
        <>
          {device.name ?? 'New reader'}
          <span className="block text-xs font-normal text-slate-700">
            {device.serial}
            {device.direction ? ` · ${device.direction === 'in' ? 'entrance' : 'exit'}` : ''}
            {(device.approvedAddress ?? device.address) ? ` · ${device.approvedAddress ?? device.address}` : ''}
          </span>
        </>
      ),
    },
    { id: 'status', header: 'Status', cell: (device) => <DeviceStatus device={device} /> },
    { id: 'lastSeen', header: 'Last seen', cell: (device) => sinceText(device.lastSeen, now, timeZone) },
    { id: 'clock', header: 'Clock', cell: (device) => driftText(device.clockDriftSeconds) },
    { id: 'users', header: 'Users', kind: 'number', cell: (device) => device.users ?? '—' },
    { id: 'fingerprints', header: 'Fingerprints', kind: 'number', cell: (device) => device.fingerprints ?? '—' },
    { id: 'queued', header: 'Queued commands', kind: 'number', cell: (device) => device.queuedCommands },
  ];
  return (
    <DataTable
      columns={columns}
      rows={devices}
      rowKey={(device) => device.serial}
      caption="Fingerprint readers"
      emptyText="No readers yet."
      rowActions={(device) => (
        <>
          {canEdit && device.status === 'pending' ? (
            <Button className="px-2 py-1" onClick={() => onApprove(device)}>
              Approve {device.serial}
            </Button>
          ) : null}
          {device.status !== 'pending' ? (
            <Button
              variant="secondary"
              className="px-2 py-1"
              aria-label={`Commands of ${device.name ?? device.serial}`}
              onClick={() => onCommands(device)}
            >
              Commands
            </Button>
          ) : null}
          {canEdit && device.status !== 'pending' ? (
            <Button
              variant="secondary"
              className="px-2 py-1"
              aria-label={`Rename ${device.name ?? device.serial}`}
              onClick={() => onApprove(device)}
            >
              Rename
            </Button>
          ) : null}
          {canEdit ? (
            <Button
              variant="secondary"
              className="px-2 py-1"
              aria-label={`Remove ${device.name ?? device.serial}`}
              onClick={() => onRemove(device)}
            >
              Remove
            </Button>
          ) : null}
        </>
      )}
    />
  );
}

/** Waiting, held (with the address it called from), online or offline. */
function DeviceStatus({ device }: { device: DeviceView }) {
  if (device.status === 'pending') return <Pill tone="yellow">Waiting for approval</Pill>;
  if (device.status === 'held') return <Pill tone="red">Held: called from {device.heldAddress}</Pill>;
  return device.online ? <Pill tone="green">Online</Pill> : <Pill tone="red">Offline</Pill>;
}
