import type { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { trainerInput } from '@gym/modules/membership/personal-training/pt-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { trainersQueryKey } from '../../../lib/api/get-trainers';

export type TrainerInput = z.input<typeof trainerInput>;

/** POST /api/trainers (canEditPT). */
export function createTrainer(input: TrainerInput, idempotencyKey: string) {
  return apiCommand('POST', '/api/trainers', commandAnswer, { body: input, idempotencyKey });
}

export const useCreateTrainer = () => useFormCommand(createTrainer, [trainersQueryKey]);
