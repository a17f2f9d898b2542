import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { deviceView } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';

/** Polls carry no event (a reader calls every 10 s), so last seen and online are refetched on a timer too. */
const PRESENCE_REFRESH_MS = 5000;

/** GET /api/fingerprint/devices (canViewFingerprint). */
export function getDevices(options: GetOptions = {}) {
  return apiGet('/api/fingerprint/devices', z.array(deviceView), options);
}

/** The realtime topic `fingerprint` refetches it. */
export const devicesQueryKey = ['fingerprint', 'devices'] as const;

export function devicesQueryOptions() {
  return queryOptions({
    queryKey: devicesQueryKey,
    queryFn: ({ signal, queryKey }) => getDevices({ signal, queryKey }),
  });
}

export function useDevices() {
  return useQuery({ ...devicesQueryOptions(), refetchInterval: PRESENCE_REFRESH_MS });
}
