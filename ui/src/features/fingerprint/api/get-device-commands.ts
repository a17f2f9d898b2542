import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { deviceCommandView } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import { devicesQueryKey } from './get-devices';

/** GET /api/fingerprint/devices/:serial/commands (canViewFingerprint): newest first. */
export function getDeviceCommands(serial: string, options: GetOptions = {}) {
  return apiGet(
    `/api/fingerprint/devices/${encodeURIComponent(serial)}/commands?limit=100`,
    z.array(deviceCommandView),
    options,
  );
}

/** Under the devices key, so whatever refreshes the readers (the `fingerprint` topic, a command) refreshes these. */
export const deviceCommandsQueryKey = (serial: string) => [...devicesQueryKey, serial, 'commands'] as const;

export function deviceCommandsQueryOptions(serial: string) {
  return queryOptions({
    queryKey: deviceCommandsQueryKey(serial),
    queryFn: ({ signal, queryKey }) => getDeviceCommands(serial, { signal, queryKey }),
  });
}

export function useDeviceCommands(serial: string | null) {
  return useQuery({ ...deviceCommandsQueryOptions(serial ?? ''), enabled: serial !== null });
}
