import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { TemplateInput } from '@gym/modules/insight/marketing/marketing-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { templatesQueryKey } from './get-templates';

/** POST /api/marketing/templates (canEditMarketing), from the template dialog. */
export const useSaveTemplate = () =>
  useFormCommand(
    (input: TemplateInput, idempotencyKey) =>
      apiCommand('POST', '/api/marketing/templates', commandAnswer, { body: input, idempotencyKey }),
    [templatesQueryKey],
  );
