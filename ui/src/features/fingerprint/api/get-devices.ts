import { useQuery } from '@tanstack/react-query';
import { deviceView } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { listQueryOptions } from '../../../lib/list-query';

/** Polls carry no event (a reader calls every 10 s), so last seen and online are refetched on a timer too. */
const PRESENCE_REFRESH_MS = 5000;

/** The realtime topic `fingerprint` refetches it. */
export const devicesQueryKey = ['fingerprint', 'devices'] as const;

/** GET /api/fingerprint/devices (canViewFingerprint). */
export function devicesQueryOptions() {
  return listQueryOptions(devicesQueryKey, '/api/fingerprint/devices', deviceView);
}

export function useDevices() {
  return useQuery({ ...devicesQueryOptions(), refetchInterval: PRESENCE_REFRESH_MS });
}
