import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { ResolveParkedEventInput } from '@gym/modules/platform/read-model/read-model-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
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

export const useResolveParkedEvent = () =>
  useActionCommand(
    ({ key, note }: { key: ParkedEventKey; note: string }, idempotencyKey) =>
      resolveParkedEvent(key, { note }, idempotencyKey),
    [parkedEventsQueryKey, ['events']],
    { errorTitle: 'Something went wrong' },
  );
