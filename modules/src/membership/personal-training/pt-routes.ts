import { z } from 'zod';
import { idParams, queryFlag, singleLine } from '@gym/kernel/contracts/text';
import { addDays, isValidDay } from '@gym/events/calendar/local-date';
import { trainerStream } from './pt-events.js';
import { deriveEntityId } from '@gym/events/store/ids';
import { listPtPackagePage, listPtPackages, listTrainers } from './pt-queries.js';
import type { PtPackageKey, PtPackageView } from './pt-queries.js';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import { streamCommand } from '@gym/kernel/commands/stream-command';
import { commandAnswer, commandRefusals, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import { toDirhams, toQar } from '@gym/kernel/contracts/money';
import {
  ptPackage,
  ptPackageListQuery,
  ptPackagePage,
  ptPatch,
  ptPaymentAnswer,
  ptPaymentRequest,
  ptSaleAnswer,
  ptSaleRequest,
  trainer,
  trainerInput,
} from './pt-contracts.js';
import { payPtBalance, sellPtPackage, settlePtPackage } from './pt-commands.js';
import { packageDecider, trainerDecider } from './pt-decider.js';
import { ptRefusals } from './pt-refusals.js';
import { PT_PACKAGE_VALID_DAYS, ptPackageStream } from './pt-events.js';

/** A PT balance left at a sale is due this many days later unless the desk says otherwise. */
const DEFAULT_BALANCE_DAYS = 14;

/** Money in QAR as the API answers it. */
const inQar = (p: PtPackageView) => ({
  ...p,
  amount: toQar(p.amount),
  paidAmount: toQar(p.paidAmount),
  dueAmount: toQar(p.dueAmount),
});

/** A keyset cursor: the last row's sale date, creation time and id, opaque to clients. */
const encodeCursor = (key: PtPackageKey) =>
  Buffer.from(JSON.stringify([key.saleDate, key.createdAt, key.id])).toString('base64url');
function decodeCursor(cursor: string): PtPackageKey {
  try {
    const [saleDate, createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (
      typeof saleDate === 'string' &&
      isValidDay(saleDate) &&
      typeof createdAt === 'string' &&
      !Number.isNaN(Date.parse(createdAt)) &&
      typeof id === 'string'
    )
      return { saleDate, createdAt, id };
  } catch {
    // fall through to the 400 below
  }
  throw ptRefusals.invalid('unknown_cursor');
}

/** Trainers and PT package sales (canViewPT reads, canEditPT sells and takes balance payments). */
export const ptRoutes: ModuleRoutes = async (app, { deps }) => {
  const view = { access: 'canViewPT' as const };
  const edit = { access: 'canEditPT' as const };

  app.get(
    '/api/trainers',
    {
      config: view,
      schema: {
        tags: ['personal-training'],
        summary: 'Trainers',
        querystring: z.object({ includeInactive: queryFlag().optional() }),
        response: { 200: z.array(trainer) },
      },
    },
    (request) => listTrainers(deps.pool, request.query.includeInactive ?? false),
  );

  app.post(
    '/api/trainers',
    {
      config: edit,
      schema: {
        tags: ['personal-training'],
        summary: 'Add a trainer',
        body: trainerInput,
        response: { 201: commandAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      const context = commandContext(request, deps);
      const trainerId = deriveEntityId(context.idempotencyKey, 'trainer');
      const { position } = await executeCommand(
        context,
        streamCommand({
          streamId: trainerStream(trainerId),
          decider: trainerDecider,
          command: {
            type: 'RegisterTrainer',
            trainerId,
            name: request.body.name,
            phone: request.body.phone || null,
            email: request.body.email || null,
          },
          answer: () => ({}),
          replay: () => ({}),
        }),
      );
      return reply.status(201).send({ id: trainerId, position });
    },
  );

  app.post(
    '/api/trainers/:id/deactivate',
    {
      config: edit,
      schema: {
        tags: ['personal-training'],
        summary: 'Stop selling packages with a trainer',
        params: idParams,
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) => {
      const trainerId = request.params.id;
      const { position } = await executeCommand(
        commandContext(request, deps),
        streamCommand({
          streamId: trainerStream(trainerId),
          decider: trainerDecider,
          command: { type: 'DeactivateTrainer', trainerId },
          answer: () => ({}),
          replay: () => ({}),
        }),
      );
      return { id: trainerId, position };
    },
  );

  app.get(
    '/api/personal-trainings',
    {
      config: view,
      schema: {
        tags: ['personal-training'],
        summary: 'PT packages, newest first, with what is paid and owed (hasDueAmount=true: only those with a balance)',
        querystring: z.object({
          hasDueAmount: queryFlag().optional(),
          memberId: singleLine().max(100).optional(),
          limit: z.coerce.number().int().min(1).max(1000).default(200),
        }),
        response: { 200: z.array(ptPackage) },
      },
    },
    async (request) =>
      (
        await listPtPackages(deps.pool, {
          today: await deps.calendar.today(),
          withDue: request.query.hasDueAmount,
          memberId: request.query.memberId,
          limit: request.query.limit,
        })
      ).map(inQar),
  );

  app.get(
    '/api/personal-trainings/page',
    {
      config: view,
      schema: {
        tags: ['personal-training'],
        summary:
          'The PT page: packages newest first, searched by member name, phone or number or trainer name, filtered by ' +
          'status (active, used_up, expired), trainer and balance (paid, owing), keyset-paged by cursor',
        querystring: ptPackageListQuery,
        response: { 200: ptPackagePage, 400: errorAnswer },
      },
    },
    async (request) => {
      const { cursor, ...query } = request.query;
      const after = cursor ? decodeCursor(cursor) : undefined;
      const result = await listPtPackagePage(deps.pool, { ...query, after, today: await deps.calendar.today() });
      const last = result.data.at(-1);
      return {
        data: result.data.map(({ createdAt: _createdAt, ...row }) => inQar(row)),
        total: result.total,
        nextCursor:
          last && result.data.length === query.pageSize
            ? encodeCursor({ saleDate: last.saleDate, createdAt: last.createdAt, id: last.id })
            : null,
      };
    },
  );

  app.post(
    '/api/personal-trainings/:id/sessions',
    {
      config: edit,
      schema: {
        tags: ['personal-training'],
        summary: 'Record one session taken today (refused when the package is used up or expired)',
        params: idParams,
        response: { 201: commandAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      const packageId = request.params.id;
      const day = await deps.calendar.today();
      const { position } = await executeCommand(
        commandContext(request, deps),
        streamCommand({
          streamId: ptPackageStream(packageId),
          decider: packageDecider,
          command: { type: 'UseSession', packageId, day },
          answer: () => ({}),
          replay: () => ({}),
        }),
      );
      return reply.status(201).send({ id: packageId, position });
    },
  );

  app.post(
    '/api/personal-trainings',
    {
      config: edit,
      schema: {
        tags: ['personal-training'],
        summary: 'Sell a PT package; what is paid now is billed on a paid PT invoice, the rest is the balance',
        body: ptSaleRequest,
        response: {
          201: ptSaleAnswer,
          ...commandRefusals,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const context = commandContext(request, deps);
      const today = await deps.calendar.today();
      const result = await sellPtPackage(context, {
        packageId: deriveEntityId(context.idempotencyKey, 'pt-package'),
        invoiceId: deriveEntityId(context.idempotencyKey, 'invoice'),
        paymentId: deriveEntityId(context.idempotencyKey, 'payment'),
        memberId: body.memberId,
        trainerId: body.trainerId,
        sessions: body.sessions,
        amount: toDirhams(body.amount),
        paidAmount: toDirhams(body.paidAmount),
        method: body.paymentMethod,
        source: body.source,
        saleDate: today,
        dueDate: body.dueDate ?? addDays(today, DEFAULT_BALANCE_DAYS),
        validUntil: body.validUntil ?? addDays(today, PT_PACKAGE_VALID_DAYS),
      });
      return reply.status(201).send(result);
    },
  );

  app.patch(
    '/api/personal-trainings/:id',
    {
      config: edit,
      schema: {
        tags: ['personal-training'],
        summary:
          'Link a paid PT invoice to the package (the spec PT due payment): paidAmount and dueAmount are checked',
        params: idParams,
        body: ptPatch,
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) => {
      const { invoiceId, paidAmount, dueAmount } = request.body;
      const { position } = await settlePtPackage(commandContext(request, deps), {
        packageId: request.params.id,
        invoiceId,
        claimed: {
          paidAmount: paidAmount === undefined ? undefined : toDirhams(paidAmount),
          dueAmount: dueAmount === undefined ? undefined : toDirhams(dueAmount),
        },
      });
      return { id: request.params.id, position };
    },
  );

  app.post(
    '/api/personal-trainings/:id/payments',
    {
      config: edit,
      schema: {
        tags: ['personal-training'],
        summary: "Pay (part of) a package's balance: a paid PT invoice and the record's update, together",
        params: idParams,
        body: ptPaymentRequest,
        response: {
          201: ptPaymentAnswer,
          ...commandRefusals,
        },
      },
    },
    async (request, reply) => {
      const context = commandContext(request, deps);
      const result = await payPtBalance(context, {
        packageId: request.params.id,
        invoiceId: deriveEntityId(context.idempotencyKey, 'invoice'),
        paymentId: deriveEntityId(context.idempotencyKey, 'payment'),
        amount: toDirhams(request.body.amount),
        method: request.body.paymentMethod,
        day: request.body.paymentDate ?? (await deps.calendar.today()),
      });
      return reply.status(201).send(result);
    },
  );
};
