import type { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { segmentInput } from '@gym/modules/insight/marketing/marketing-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { segmentsQueryKey } from './get-segments';

/** POST /api/marketing/segments (canEditMarketing), from the segment dialog. */
export const useSaveSegment = () =>
  useFormCommand(
    (input: z.input<typeof segmentInput>, idempotencyKey) =>
      apiCommand('POST', '/api/marketing/segments', commandAnswer, { body: input, idempotencyKey }),
    [segmentsQueryKey],
  );
