import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { trainerInput } from '@gym/modules/membership/personal-training/pt-contracts';
import { apiCommand } from '../../../lib/api-client';
import type { Keyed } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { trainersQueryKey } from '../../../lib/api/get-trainers';

export type TrainerInput = z.input<typeof trainerInput>;

/** POST /api/trainers (canEditPT). */
export function createTrainer(input: TrainerInput, idempotencyKey: string) {
  return apiCommand('POST', '/api/trainers', commandAnswer, { body: input, idempotencyKey });
}

export function useCreateTrainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: Keyed<TrainerInput>) => createTrainer(input, idempotencyKey),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      await refreshAfter(queryClient, [trainersQueryKey], position);
    },
  });
}
