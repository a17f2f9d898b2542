import { z } from 'zod';
import { recordInstant } from '@gym/kernel/contracts/dates';
import { idParam } from '@gym/kernel/contracts/text';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';
import { commandAnswer, commandRefusals, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import {
  approveDeviceRequest,
  changeDeviceRequest,
  deviceCommandView,
  deviceView,
  doorRefusalView,
  enrolRequest,
  enrolmentView,
  reapproveDeviceRequest,
  serialNumber,
} from './fingerprint-contracts.js';
import { lastAddress } from './device-presence.js';
import { approveDevice, deleteEnrolment, deviceCommand, startEnrolment } from './fingerprint-commands.js';
import {
  doorRefusals,
  enrolledWithAccess,
  enrolmentOfMember,
  listCommands,
  listDevices,
  listEnrolments,
} from './fingerprint-queries.js';
import { TemplateVault } from './template-vault.js';

const serialParams = z.object({ serial: serialNumber });
const memberParams = z.object({ memberId: idParam() });

/**
 * The Fingerprint page's API: readers (canViewFingerprint to see, canEditFingerprint to approve, rename, remove),
 * their command queues (and resending unanswered commands), enrolments. No answer ever carries a template. The door's refusals are for the desk
 * (canViewMembers).
 */
export const fingerprintRoutes: ModuleRoutes = async (app, { deps }) => {
  const view = { access: 'canViewFingerprint' as const };
  const edit = { access: 'canEditFingerprint' as const };
  const tags = ['fingerprint'];
  const vault = new TemplateVault(deps.pool);

  app.get(
    '/api/fingerprint/devices',
    {
      config: view,
      schema: {
        tags,
        summary: 'Readers: waiting for approval or approved, with last seen, online, clock drift, counts and queue',
        response: { 200: z.array(deviceView) },
      },
    },
    async () => listDevices(deps.pool, deps.clock.now()),
  );

  app.post(
    '/api/fingerprint/devices/:serial/approve',
    {
      config: edit,
      schema: {
        tags,
        summary:
          'Approve a waiting reader with a name and a direction; it is trusted from the address it calls from (409 when ' +
          'that is no longer the `address` staff saw) and learns every enrolled member',
        params: serialParams,
        body: approveDeviceRequest,
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) =>
      approveDevice(
        commandContext(request, deps),
        {
          serial: request.params.serial,
          name: request.body.name,
          direction: request.body.direction,
          address: await lastAddress(deps.pool, request.params.serial),
          expectedAddress: request.body.address ?? null,
        },
        () => enrolledWithAccess(deps.pool),
      ),
  );

  app.post(
    '/api/fingerprint/devices/:serial/reapprove',
    {
      config: edit,
      schema: {
        tags,
        summary:
          'Trust a held reader again (one named from another address than approval saw): from its approved address ' +
          'or from the one it was held for',
        params: serialParams,
        body: reapproveDeviceRequest,
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) => {
      const { position } = await deviceCommand(commandContext(request, deps), {
        type: 'Reapprove',
        serial: request.params.serial,
        address: request.body.address,
      });
      return { id: request.params.serial, position };
    },
  );

  app.patch(
    '/api/fingerprint/devices/:serial',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Rename an approved (or held) reader or change its direction',
        params: serialParams,
        body: changeDeviceRequest,
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) => {
      const { position } = await deviceCommand(commandContext(request, deps), {
        type: 'Change',
        serial: request.params.serial,
        name: request.body.name,
        direction: request.body.direction,
      });
      return { id: request.params.serial, position };
    },
  );

  app.delete(
    '/api/fingerprint/devices/:serial',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Remove a reader: its queue is dropped and it must be approved again',
        params: serialParams,
        response: { 200: commandAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const { position } = await deviceCommand(commandContext(request, deps), {
        type: 'Remove',
        serial: request.params.serial,
      });
      return { id: request.params.serial, position };
    },
  );

  app.get(
    '/api/fingerprint/devices/:serial/commands',
    {
      config: view,
      schema: {
        tags,
        summary: "A reader's commands, newest first",
        params: serialParams,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) }),
        response: { 200: z.array(deviceCommandView) },
      },
    },
    async (request) => listCommands(deps.pool, request.params.serial, request.query.limit),
  );

  app.post(
    '/api/fingerprint/devices/:serial/commands/resend',
    {
      config: edit,
      schema: {
        tags,
        summary:
          'Hand commands the reader took but never answered out again at its next poll (all of them, or those listed)',
        params: serialParams,
        body: z.object({ commandNos: z.array(z.number().int().positive()).min(1).max(500).optional() }),
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) => {
      const { position } = await deviceCommand(commandContext(request, deps), {
        type: 'Resend',
        serial: request.params.serial,
        commandNos: request.body.commandNos ?? null,
        automatic: false,
      });
      return { id: request.params.serial, position };
    },
  );

  app.get(
    '/api/fingerprint/enrolments',
    {
      config: view,
      schema: {
        tags,
        summary: 'Members enrolled or being enrolled (never a template)',
        response: { 200: z.array(enrolmentView) },
      },
    },
    async () => listEnrolments(deps.pool),
  );

  app.get(
    '/api/fingerprint/enrolments/:memberId',
    {
      config: view,
      schema: {
        tags,
        summary: "A member's enrolment, or null when the member has none (never a template)",
        params: memberParams,
        response: { 200: z.object({ enrolment: enrolmentView.nullable() }) },
      },
    },
    async (request) => ({ enrolment: await enrolmentOfMember(deps.pool, request.params.memberId) }),
  );

  app.post(
    '/api/fingerprint/enrolments',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Enrol a member on a reader: the reader adds the member and asks for a finger',
        body: enrolRequest,
        response: {
          201: commandAnswer.extend({ pin: z.string() }),
          400: errorAnswer,
          404: errorAnswer,
          409: errorAnswer,
        },
      },
    },
    async (request, reply) => {
      const result = await startEnrolment(commandContext(request, deps), {
        memberId: request.body.memberId,
        serial: request.body.serial,
        today: await deps.calendar.today(),
      });
      return reply.status(201).send(result);
    },
  );

  app.delete(
    '/api/fingerprint/enrolments/:memberId',
    {
      config: edit,
      schema: {
        tags,
        summary: "Delete a member's fingerprints: from the app's vault and from every reader",
        params: memberParams,
        response: { 200: commandAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const result = await deleteEnrolment(commandContext(request, deps), deps.pool, request.params.memberId);
      // After the fact is recorded: the templates go with the enrolment.
      await vault.deleteAll(request.params.memberId);
      return result;
    },
  );

  app.get(
    '/api/fingerprint/door-refusals',
    {
      config: { access: 'canViewMembers' as const },
      schema: {
        tags,
        summary:
          'Entries the readers refused (expired, frozen, cancelled…) with the reason, newest first (default today)',
        querystring: z.object({
          since: recordInstant().optional(),
          limit: z.coerce.number().int().min(1).max(200).default(20),
        }),
        response: { 200: z.array(doorRefusalView) },
      },
    },
    async (request) => {
      const since = request.query.since
        ? new Date(request.query.since)
        : new Date(deps.clock.now().getTime() - 86_400_000);
      return doorRefusals(deps.pool, since, request.query.limit);
    },
  );
};
