import type { QueryKey } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { CommandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand, useFormCommand } from '../../../lib/command-mutation';
import type { SendCommand } from '../../../lib/command-mutation';

type Method = 'POST' | 'PUT';

/** A staff endpoint: its method, its path and body from the input, and the lists it changes. */
type StaffEndpoint<Input> = [
  method: Method,
  path: (input: Input) => string,
  body: (input: Input) => unknown,
  refresh: readonly QueryKey[],
];

function staffCommand<Input>(...[method, path, body]: StaffEndpoint<Input>): SendCommand<Input, CommandAnswer> {
  return (input, idempotencyKey) =>
    apiCommand(method, path(input), commandAnswer, { body: body(input), idempotencyKey });
}

/**
 * A staff command sent from a button (approve a leave, draft a payroll); the lists under `refresh` are read again once
 * the read model has it. Each endpoint file names its method, path and what it refreshes.
 */
export const useStaffCommand = <Input>(...endpoint: StaffEndpoint<Input>) =>
  useActionCommand(staffCommand(...endpoint), endpoint[3]);

/** A staff command sent from a FormDialog, with the submission's Idempotency-Key. */
export const useStaffFormCommand = <Input>(...endpoint: StaffEndpoint<Input>) =>
  useFormCommand(staffCommand(...endpoint), endpoint[3]);

/** A staff form whose values are the whole body, sent to one fixed path (hire, request leave, the leave policy…). */
export const useStaffFormSend = <Input>(method: Method, path: string, refresh: readonly QueryKey[]) =>
  useStaffFormCommand<Input>(
    method,
    () => path,
    (input) => input,
    refresh,
  );
