import { queryOptions, useQuery } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { tillSettings } from '@gym/modules/finance/petty-cash/till-contracts';
import type { TillSettings } from '@gym/modules/finance/petty-cash/till-contracts';
import { apiCommand, apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import { pettyCashQueryKey } from '../../../lib/api/get-till-status';
import { useActionCommand } from '../../../lib/command-mutation';

/** GET /api/petty-cash/settings: the variance above which a close needs a reason. */
export function getTillSettings(options: GetOptions = {}) {
  return apiGet('/api/petty-cash/settings', tillSettings, options);
}

export function tillSettingsQueryOptions() {
  return queryOptions({
    queryKey: [...pettyCashQueryKey, 'settings'],
    queryFn: ({ signal, queryKey }) => getTillSettings({ signal, queryKey }),
  });
}

export function useTillSettings(enabled = true) {
  return useQuery({ ...tillSettingsQueryOptions(), enabled });
}

/** PUT /api/petty-cash/settings (canManageSettings). */
export function changeTillSettings(input: TillSettings, idempotencyKey: string) {
  return apiCommand('PUT', '/api/petty-cash/settings', commandAnswer, { body: input, idempotencyKey });
}

export const useChangeTillSettings = () => useActionCommand(changeTillSettings, [pettyCashQueryKey]);
