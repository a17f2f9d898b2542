import { z } from 'zod';
import { idParams, singleLine } from '@gym/kernel/contracts/text';
import type { FastifyRequest } from 'fastify';
import { addDays, addMonths } from '@gym/events/calendar/local-date';
import { deriveEntityId } from '@gym/events/store/ids';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import { streamCommand } from '@gym/kernel/commands/stream-command';
import { commandAnswer, commandRefusals, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import { leaveRefusals } from './leave-refusals.js';
import type { ModuleContext, ModuleRoutes } from '@gym/kernel/http/module-context';
import { signedIn } from '@gym/kernel/http/request-auth';
import { commandContext } from '@gym/kernel/http/request-context';
import { employeeOfUser } from '../staff/public.js';
import { leaveBalance as balanceOf } from './leave-balances.js';
import {
  calendarQuery,
  compensatoryInput,
  leaveBalance,
  leaveCalendar,
  leaveDecisionInput,
  leavePolicy,
  leaveRequest,
  leaveRequestInput,
} from './leave-contracts.js';
import type { LeaveBalanceView, LeaveRequestView } from './leave-contracts.js';
import { loadFacts, loadLeave, loadPolicy, policyDecider, runLeaveCommand } from './leave-commands.js';
import { LEAVE_POLICY_STREAM } from './leave-events.js';
import { employeeIdsWithRecords, leaveBetween, listLeaveRequests } from './leave-queries.js';

/** Leave routes also refuse (403) one who may not decide leave acting on another's: they ask for their own only. */
const errors = { ...commandRefusals, 403: errorAnswer };

/**
 * Whose records the user may act on: everyone with canEditStaff; otherwise only the employee record linked to
 * their own account (null when none is linked).
 */
async function scopeOf(
  request: FastifyRequest,
  deps: ModuleContext,
): Promise<{ all: true } | { all: false; own: string | null }> {
  const user = signedIn(request).user;
  if (user.permissions.canEditStaff) return { all: true };
  const own = await employeeOfUser(deps.pool, user.id);
  return { all: false, own: own?.id ?? null };
}

async function balanceFor(deps: ModuleContext, employeeId: string, asOf: string): Promise<LeaveBalanceView> {
  const context = { store: deps.store, catalogue: deps.catalogue };
  const [facts, leave] = await Promise.all([loadFacts(context, employeeId), loadLeave(context, employeeId)]);
  return {
    employeeId,
    employeeName: facts.name,
    hireDate: facts.hireDate,
    asOf,
    ...balanceOf(leave.state, facts, asOf),
  };
}

/** Leave: requests and decisions (canEditStaff decides; anyone with canViewStaff asks for their own), calendar, balances, rules. */
export const leaveRoutes: ModuleRoutes = async (app, { deps }) => {
  const view = { access: 'canViewStaff' as const };
  const edit = { access: 'canEditStaff' as const };

  app.get(
    '/api/leave/requests',
    {
      config: view,
      schema: {
        tags: ['leave'],
        summary: 'Leave requests, pending first (without canEditStaff: only your own)',
        querystring: z.object({
          employeeId: singleLine().max(100).optional(),
          status: z.enum(['pending', 'approved', 'rejected', 'cancelled']).optional(),
        }),
        response: { 200: z.array(leaveRequest) },
      },
    },
    async (request) => {
      const scope = await scopeOf(request, deps);
      if (!scope.all && !scope.own) return [];
      const employeeId = scope.all ? request.query.employeeId : scope.own!;
      return (await listLeaveRequests(deps.pool, { employeeId, status: request.query.status })) as LeaveRequestView[];
    },
  );

  app.post(
    '/api/leave/requests',
    {
      config: view,
      schema: {
        tags: ['leave'],
        summary: 'Ask for leave (for yourself, or for anyone with canEditStaff)',
        body: leaveRequestInput,
        response: { 201: commandAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request, deps);
      const body = request.body;
      if (!scope.all && scope.own !== body.employeeId) throw leaveRefusals.problem(403, 'own_only');
      const context = commandContext(request, deps);
      const requestId = deriveEntityId(context.idempotencyKey, 'leave-request');
      const { position } = await runLeaveCommand(context, { type: 'RequestLeave', requestId, ...body }, requestId);
      return reply.status(201).send({ id: requestId, position });
    },
  );

  app.post(
    '/api/leave/requests/:id/decision',
    {
      config: view,
      schema: {
        tags: ['leave'],
        summary: 'Approve or reject a request (canEditStaff), or withdraw it before it starts (also your own)',
        params: idParams,
        body: leaveDecisionInput,
        response: { 200: commandAnswer, ...errors },
      },
    },
    async (request) => {
      const scope = await scopeOf(request, deps);
      const { employeeId, decision, reason } = request.body;
      const requestId = request.params.id;
      const mayCancelOwn = decision === 'cancel' && !scope.all && scope.own === employeeId;
      if (!scope.all && !mayCancelOwn) throw leaveRefusals.problem(403, 'decision_needs_edit');
      const context = commandContext(request, deps);
      const command =
        decision === 'approve'
          ? ({ type: 'ApproveLeave', requestId, employeeId } as const)
          : decision === 'reject'
            ? ({ type: 'RejectLeave', requestId, employeeId, reason } as const)
            : ({ type: 'CancelLeave', requestId, employeeId, today: await deps.calendar.today() } as const);
      const { position } = await runLeaveCommand(context, command, requestId);
      return { id: requestId, position };
    },
  );

  app.post(
    '/api/leave/compensatory',
    {
      config: edit,
      schema: {
        tags: ['leave'],
        summary: 'Grant days of compensatory leave',
        body: compensatoryInput,
        response: { 201: commandAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const context = commandContext(request, deps);
      const creditId = deriveEntityId(context.idempotencyKey, 'leave-credit');
      const { position } = await runLeaveCommand(
        context,
        { type: 'GrantCompensatoryLeave', creditId, ...request.body },
        creditId,
      );
      return reply.status(201).send({ id: creditId, position });
    },
  );

  app.get(
    '/api/leave/calendar',
    {
      config: view,
      schema: {
        tags: ['leave'],
        summary: 'Who is off in a month (pending and approved leave): the team calendar',
        querystring: calendarQuery,
        response: {
          200: leaveCalendar,
        },
      },
    },
    async (request) => {
      const from = `${request.query.month}-01`;
      const to = addDays(addMonths(from, 1), -1);
      const [rows, policy] = await Promise.all([leaveBetween(deps.pool, from, to), loadPolicy(deps)]);
      return {
        month: request.query.month,
        from,
        to,
        weekendDays: policy.state.weekendDays,
        publicHolidays: policy.state.publicHolidays.filter((d) => d >= from && d <= to),
        leave: rows.map(({ id, employeeId, employeeName, leaveType, from: f, to: t, status }) => ({
          id,
          employeeId,
          employeeName,
          leaveType: leaveType as LeaveRequestView['leaveType'],
          from: f,
          to: t,
          status: status as LeaveRequestView['status'],
        })),
      };
    },
  );

  app.get(
    '/api/leave/balances',
    {
      config: view,
      schema: {
        tags: ['leave'],
        summary: 'Leave balances today (without canEditStaff: only your own)',
        response: { 200: z.array(leaveBalance) },
      },
    },
    async (request) => {
      const scope = await scopeOf(request, deps);
      const today = await deps.calendar.today();
      const ids = scope.all ? (await employeeIdsWithRecords(deps.pool)).map((e) => e.id) : scope.own ? [scope.own] : [];
      return Promise.all(ids.map((id) => balanceFor(deps, id, today)));
    },
  );

  app.get(
    '/api/leave/policy',
    { config: view, schema: { tags: ['leave'], summary: "The gym's leave rules", response: { 200: leavePolicy } } },
    async () => (await loadPolicy(deps)).state,
  );

  app.put(
    '/api/leave/policy',
    {
      config: edit,
      schema: {
        tags: ['leave'],
        summary: "Set the gym's leave rules",
        body: leavePolicy,
        response: { 200: commandAnswer, ...errors },
      },
    },
    async (request) => {
      const { position } = await executeCommand(
        commandContext(request, deps),
        streamCommand({
          streamId: LEAVE_POLICY_STREAM,
          decider: policyDecider,
          command: { type: 'SetLeavePolicy', policy: request.body },
          answer: () => ({ id: LEAVE_POLICY_STREAM }),
          replay: () => ({ id: LEAVE_POLICY_STREAM }),
        }),
      );
      return { id: LEAVE_POLICY_STREAM, position };
    },
  );
};
