import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { ResolveParkedEventInput } from '@gym/modules/platform/read-model/read-model-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { parkedEventsQueryKey } from './get-parked-events';

interface ParkedEventKey {
  projector: string;
  eventId: string;
}

/** POST /api/events/parked/:projector/:eventId/resolve (canManageSettings): marks a parked event corrected. */
export function resolveParkedEvent(key: ParkedEventKey, body: ResolveParkedEventInput, idempotencyKey: string) {
  const path = `/api/events/parked/${encodeURIComponent(key.projector)}/${encodeURIComponent(key.eventId)}/resolve`;
  return apiCommand('POST', path, commandAnswer, { body, idempotencyKey });
}

export function useResolveParkedEvent() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: ({ key, note }: { key: ParkedEventKey; note: string }) =>
      resolveParkedEvent(key, { note }, keys.keyFor({ key, note })),
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [parkedEventsQueryKey, ['events']], position);
    },
  });
}
