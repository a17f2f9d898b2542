import { z } from 'zod';
import { idParams } from '@gym/kernel/contracts/text';
import { deriveEntityId } from '@gym/events/store/ids';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import { streamCommand } from '@gym/kernel/commands/stream-command';
import { commandAnswer, commandRefusals, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import { toDirhams } from '@gym/kernel/contracts/money';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';
import { signedIn } from '@gym/kernel/http/request-auth';
import { staffRefusals } from './staff-refusals.js';
import { documentInput, employee, employeeInput, endServiceInput, expiringDocument } from './employee-contracts.js';
import { employeeDecider } from './employee-decider.js';
import type { EmployeeCommand } from './employee-decider.js';
import { employeeStream } from './employee-events.js';
import type { EmployeeDetails } from './employee-events.js';
import { employeeView } from './employee-view.js';
import {
  documentWarning,
  employeeOfUser,
  expiringDocuments,
  findEmployee,
  listEmployees,
} from './employees-queries.js';

function details(input: z.output<typeof employeeInput>): EmployeeDetails {
  const { commissionPercent, basicSalary, housingAllowance, transportAllowance, otherAllowance, ...rest } = input;
  return {
    ...rest,
    basicSalary: toDirhams(basicSalary),
    housingAllowance: toDirhams(housingAllowance),
    transportAllowance: toDirhams(transportAllowance),
    otherAllowance: toDirhams(otherAllowance),
    commissionRate: Math.round(commissionPercent * 100),
  };
}

/**
 * Employee records. canEditStaff reads and changes every record with pay; canViewStaff alone reads only the record
 * linked to the user's own account, without pay (issue 15, item 4 and 8).
 */
export const employeeRoutes: ModuleRoutes = async (app, { deps }) => {
  const view = { access: 'canViewStaff' as const };
  const edit = { access: 'canEditStaff' as const };

  const run = (request: Parameters<typeof commandContext>[0], employeeId: string, command: EmployeeCommand) =>
    executeCommand(
      commandContext(request, deps),
      streamCommand({
        streamId: employeeStream(employeeId),
        decider: employeeDecider,
        command,
        answer: () => ({ id: employeeId }),
        replay: () => ({ id: employeeId }),
      }),
    );

  app.get(
    '/api/staff/employees',
    {
      config: view,
      schema: {
        tags: ['staff'],
        summary: 'Employees (with canEditStaff: all, with pay; otherwise only your own record, without pay)',
        response: { 200: z.array(employee) },
      },
    },
    async (request) => {
      const user = signedIn(request).user;
      const today = await deps.calendar.today();
      if (user.permissions.canEditStaff)
        return (await listEmployees(deps.pool)).map((r) => employeeView(r, today, true));
      const own = await employeeOfUser(deps.pool, user.id);
      return own ? [employeeView(own, today, false)] : [];
    },
  );

  app.get(
    '/api/staff/employees/:id',
    {
      config: edit,
      schema: {
        tags: ['staff'],
        summary: 'One employee with pay',
        params: idParams,
        response: { 200: employee, 404: errorAnswer },
      },
    },
    async (request) => {
      const row = await findEmployee(deps.pool, request.params.id);
      if (!row) throw staffRefusals.missing('not_found');
      return employeeView(row, await deps.calendar.today(), true);
    },
  );

  app.post(
    '/api/staff/employees',
    {
      config: edit,
      schema: {
        tags: ['staff'],
        summary: 'Hire an employee',
        body: employeeInput,
        response: { 201: commandAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      const employeeId = deriveEntityId(commandContext(request, deps).idempotencyKey, 'employee');
      const { position } = await run(request, employeeId, {
        type: 'HireEmployee',
        employeeId,
        details: details(request.body),
      });
      return reply.status(201).send({ id: employeeId, position });
    },
  );

  app.put(
    '/api/staff/employees/:id',
    {
      config: edit,
      schema: {
        tags: ['staff'],
        summary: "Change an employee's record",
        params: idParams,
        body: employeeInput,
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) => {
      const { position } = await run(request, request.params.id, {
        type: 'ChangeEmployeeDetails',
        employeeId: request.params.id,
        details: details(request.body),
      });
      return { id: request.params.id, position };
    },
  );

  app.post(
    '/api/staff/employees/:id/documents',
    {
      config: edit,
      schema: {
        tags: ['staff'],
        summary: 'Record a document with its expiry (replaces the one of the same kind)',
        params: idParams,
        body: documentInput,
        response: { 201: commandAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      const documentId = deriveEntityId(commandContext(request, deps).idempotencyKey, 'employee-document');
      const { position } = await run(request, request.params.id, {
        type: 'RecordDocument',
        employeeId: request.params.id,
        document: { documentId, ...request.body },
      });
      return reply.status(201).send({ id: request.params.id, position });
    },
  );

  app.post(
    '/api/staff/employees/:id/end-service',
    {
      config: edit,
      schema: {
        tags: ['staff'],
        summary: "End an employee's service on their last day",
        params: idParams,
        body: endServiceInput,
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) => {
      const { position } = await run(request, request.params.id, {
        type: 'EndService',
        employeeId: request.params.id,
        lastDay: request.body.lastDay,
      });
      return { id: request.params.id, position };
    },
  );

  app.get(
    '/api/staff/documents/expiring',
    {
      config: edit,
      schema: {
        tags: ['staff'],
        summary: 'Documents expired or expiring within 30 days',
        response: { 200: z.array(expiringDocument) },
      },
    },
    async () => {
      const today = await deps.calendar.today();
      return (await expiringDocuments(deps.pool, today)).map((d) => ({
        ...d,
        kind: d.kind as z.infer<typeof expiringDocument>['kind'],
        warning: documentWarning(d.expiryDate, today),
      }));
    },
  );
};
