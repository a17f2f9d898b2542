import type { DeviceView } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { ColumnHeaders } from '../../../components/ui/column-headers';
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
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Fingerprint readers</caption>
        <thead className="bg-slate-50 text-left text-slate-800">
          <ColumnHeaders
            cell="px-3 py-2"
            columns={[
              { label: 'Reader' },
              { label: 'Status' },
              { label: 'Last seen' },
              { label: 'Clock' },
              { label: 'Users' },
              { label: 'Fingerprints' },
              { label: 'Queued commands' },
              { label: 'Actions' },
            ]}
          />
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {devices.map((device) => (
            <tr key={device.serial}>
              <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                {device.name ?? 'New reader'}
                <span className="block text-xs font-normal text-slate-700">
                  {device.serial}
                  {device.direction ? ` · ${device.direction === 'in' ? 'entrance' : 'exit'}` : ''}
                  {(device.approvedAddress ?? device.address) ? ` · ${device.approvedAddress ?? device.address}` : ''}
                </span>
              </th>
              <td className="px-3 py-2">
                {device.status === 'pending' ? (
                  <span className="inline-flex rounded-full bg-yellow-100 px-2 py-0.5 text-xs font-semibold text-yellow-900">
                    Waiting for approval
                  </span>
                ) : device.status === 'held' ? (
                  <span className="inline-flex rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                    Held: called from {device.heldAddress}
                  </span>
                ) : device.online ? (
                  <span className="inline-flex rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                    Online
                  </span>
                ) : (
                  <span className="inline-flex rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                    Offline
                  </span>
                )}
              </td>
              <td className="px-3 py-2">{sinceText(device.lastSeen, now, timeZone)}</td>
              <td className="px-3 py-2">{driftText(device.clockDriftSeconds)}</td>
              <td className="px-3 py-2">{device.users ?? '—'}</td>
              <td className="px-3 py-2">{device.fingerprints ?? '—'}</td>
              <td className="px-3 py-2">{device.queuedCommands}</td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-2">
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
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
