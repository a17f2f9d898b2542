import { z } from 'zod';
import { idParams } from '@gym/kernel/contracts/text';
import { deriveEntityId } from '@gym/events/store/ids';
import { commandAnswer, commandRefusals, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import { tableOf } from '@gym/kernel/export/table-columns';
import type { TableColumn } from '@gym/kernel/export/table-columns';
import { toDirhams, toQar } from '@gym/kernel/contracts/money';
import { pettyCashRefusals } from './petty-cash-refusals.js';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';
import { QAR_DENOMINATIONS } from './denominations.js';
import {
  adjustmentInput,
  amountWithReason,
  closeTillInput,
  openTillInput,
  sessionListQuery,
  tillSession,
  tillSettings,
  tillStatus,
} from './till-contracts.js';
import type { TillSessionSummary } from './till-contracts.js';
import { changeTillSettings, loadTillSettings, openTill, runSessionCommand } from './till-commands.js';
import { findSession, listSessions, unassignedCash } from './till-queries.js';
import { sendTable } from '@gym/kernel/http/file-download';

/** A desk is named by people ("Front desk"); its id is that name folded, so "front desk" is the same till. */
const deskIdOf = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');

/**
 * The petty cash till: canViewFinancials reads (X and Z reports), canEditFinancials opens, moves, closes and adjusts;
 * canManageSettings sets the variance threshold (the control over the people who close tills is not theirs to move).
 */
/** The sessions file, a row per session. */
const SESSION_COLUMNS: TableColumn<TillSessionSummary>[] = [
  { header: 'Desk', type: 'text', cell: (s) => s.deskName },
  { header: 'Opened', type: 'text', width: 24, cell: (s) => s.openedAt },
  { header: 'Opened by', type: 'text', cell: (s) => s.openedBy },
  { header: 'Closed', type: 'text', width: 24, cell: (s) => s.closedAt },
  { header: 'Closed by', type: 'text', cell: (s) => s.closedBy },
  { header: 'Float', type: 'money', cell: (s) => s.float },
  { header: 'Expected', type: 'money', cell: (s) => s.expected },
  { header: 'Counted', type: 'money', cell: (s) => s.counted },
  { header: 'Variance', type: 'money', cell: (s) => s.variance },
  { header: 'Reason', type: 'text', width: 40, cell: (s) => s.reason },
];

export const tillRoutes: ModuleRoutes = async (app, { deps }) => {
  const view = { access: 'canViewFinancials' as const };
  const edit = { access: 'canEditFinancials' as const };
  const admin = { access: 'canManageSettings' as const };

  app.get(
    '/api/petty-cash/status',
    {
      config: view,
      schema: {
        tags: ['petty-cash'],
        summary: 'Open tills, and cash taken with no till open that the next close settles',
        response: { 200: tillStatus },
      },
    },
    async () => ({
      open: await listSessions(deps.pool, { status: 'open' }),
      unassigned: await unassignedCash(deps.pool),
      denominations: QAR_DENOMINATIONS.map(toQar),
      varianceReasonThreshold: toQar((await loadTillSettings(deps)).varianceReasonThreshold),
    }),
  );

  app.get(
    '/api/petty-cash/settings',
    {
      config: view,
      schema: {
        tags: ['petty-cash'],
        summary: 'The till settings: the variance above which a close needs a reason',
        response: { 200: tillSettings },
      },
    },
    async () => ({ varianceReasonThreshold: toQar((await loadTillSettings(deps)).varianceReasonThreshold) }),
  );

  app.put(
    '/api/petty-cash/settings',
    {
      config: admin,
      schema: {
        tags: ['petty-cash'],
        summary: 'Change the variance above which a till close needs a reason (administrators)',
        body: tillSettings,
        response: { 200: commandAnswer, 400: errorAnswer },
      },
    },
    async (request) =>
      changeTillSettings(commandContext(request, deps), {
        type: 'ChangeTillSettings',
        varianceReasonThreshold: toDirhams(request.body.varianceReasonThreshold),
      }),
  );

  app.get(
    '/api/petty-cash/sessions',
    {
      config: view,
      schema: {
        tags: ['petty-cash'],
        summary: 'Till sessions opened in a period, newest first (json, csv or excel)',
        querystring: sessionListQuery,
        // JSON as the report's contract says (supplement-contracts / till-contracts), or a CSV or .xlsx file.
      },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      const sessions = await listSessions(deps.pool, filter);
      if (format === 'json') return sessions;
      const table = tableOf(SESSION_COLUMNS, sessions);
      return sendTable(reply, format, { name: 'till-sessions', sheet: 'Till sessions', ...table });
    },
  );

  app.get(
    '/api/petty-cash/sessions/:id',
    {
      config: view,
      schema: {
        tags: ['petty-cash'],
        summary: 'A till session with its movements: the X report while open, the Z report once closed',
        params: idParams,
        response: { 200: tillSession, 404: errorAnswer },
      },
    },
    async (request) => {
      const found = await findSession(deps.pool, request.params.id);
      if (!found) throw pettyCashRefusals.missing('session_not_found');
      return found;
    },
  );

  app.post(
    '/api/petty-cash/sessions',
    {
      config: edit,
      schema: {
        tags: ['petty-cash'],
        summary: "Open a desk's till with the counted float (one open session per desk)",
        body: openTillInput,
        response: { 201: commandAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      const context = commandContext(request, deps);
      const sessionId = deriveEntityId(context.idempotencyKey, 'till-session');
      const { position } = await openTill(context, {
        sessionId,
        deskId: deskIdOf(request.body.deskName),
        deskName: request.body.deskName,
        float: toDirhams(request.body.float),
        openedOn: await deps.calendar.today(),
      });
      return reply.status(201).send({ id: sessionId, position });
    },
  );

  const movementRoute = (path: string, summary: string, type: 'TopUp' | 'Withdraw') =>
    app.post(
      `/api/petty-cash/sessions/:id/${path}`,
      {
        config: edit,
        schema: {
          tags: ['petty-cash'],
          summary,
          params: idParams,
          body: amountWithReason,
          response: { 201: commandAnswer, ...commandRefusals },
        },
      },
      async (request, reply) => {
        const { position } = await runSessionCommand(commandContext(request, deps), request.params.id, (session) => ({
          type,
          session,
          amount: toDirhams(request.body.amount),
          reason: request.body.reason,
        }));
        return reply.status(201).send({ id: request.params.id, position });
      },
    );
  movementRoute('top-ups', 'Add cash to an open till (from the safe or the bank), with a reason', 'TopUp');
  movementRoute('withdrawals', 'Take cash out of an open till to the bank or the safe, with a reason', 'Withdraw');

  app.post(
    '/api/petty-cash/sessions/:id/adjustments',
    {
      config: edit,
      schema: {
        tags: ['petty-cash'],
        summary:
          'Correct a till (+ in, − out) with a reason: an open one (naming a closed session it corrects, if any), ' +
          'or a closed one, which stays locked but whose expected total and variance follow the adjustment',
        params: idParams,
        body: adjustmentInput,
        response: { 201: commandAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      const { position } = await runSessionCommand(commandContext(request, deps), request.params.id, (session) => ({
        type: 'Adjust',
        session,
        amount: toDirhams(request.body.amount),
        reason: request.body.reason,
        correctsSessionId: request.body.correctsSessionId ?? null,
      }));
      return reply.status(201).send({ id: request.params.id, position });
    },
  );

  app.post(
    '/api/petty-cash/sessions/:id/close',
    {
      config: edit,
      schema: {
        tags: ['petty-cash'],
        summary:
          'Close a till with the count by denomination: expected against counted, the variance (a reason above the ' +
          'threshold); settles cash taken with no till open. The session is locked afterwards (Z report).',
        params: idParams,
        body: closeTillInput,
        response: {
          200: z.object({
            id: z.string(),
            position: z.number(),
            expected: z.number(),
            counted: z.number(),
            variance: z.number(),
          }),
          ...commandRefusals,
        },
      },
    },
    async (request) => {
      const closedOn = await deps.calendar.today();
      const result = await runSessionCommand(
        commandContext(request, deps),
        request.params.id,
        (session, unassigned, settings) => ({
          type: 'CloseTill',
          session,
          counts: request.body.counts.map((c) => ({ denomination: toDirhams(c.denomination), count: c.count })),
          reason: request.body.reason ?? null,
          varianceReasonThreshold: settings.varianceReasonThreshold,
          unassigned: {
            unsettled: unassigned.unsettled,
            unsettledCount: unassigned.unsettledCount,
            version: unassigned.version,
          },
          closedOn,
        }),
      );
      const closed = result.events.find((e) => e.type === 'TillClosed');
      const data = closed?.type === 'TillClosed' ? closed.data : { expected: 0, counted: 0, variance: 0 };
      return {
        id: request.params.id,
        position: result.position,
        expected: toQar(data.expected),
        counted: toQar(data.counted),
        variance: toQar(data.variance),
      };
    },
  );
};
