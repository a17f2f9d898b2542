import type {} from '@fastify/multipart';
import { z } from 'zod';
import { idParams, singleLine } from '@gym/kernel/contracts/text';
import { deriveEntityId } from '@gym/events/store/ids';
import { checkInsOfMember } from '../check-ins/public.js';
import { memberHistory } from './member-history-queries.js';
import { exportMembers, findMember, listMembers, lookupMembers } from './members-queries.js';
import { DASHBOARD_AS_OF, readDashboard, readJoins } from '../../insight/dashboard/public.js';
import { asOfParam, asOfQuery, requestedInstant, viewAsOf } from '@gym/kernel/http/as-of';
import { addMonths, monthStart } from '@gym/events/calendar/local-date';
import { dashboardMembers } from '../../insight/dashboard/dashboard-contracts.js';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';
import { checkIn } from '../check-ins/check-in-contracts.js';
import { commandAnswer, commandRefusals, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import { EXPORT_CONTENT_TYPES } from '@gym/kernel/contracts/export-format';
import {
  archiveRequest,
  cancelRequest,
  freezeRequest,
  historyEntry,
  member,
  memberInput,
  memberList,
  memberListQuery,
  memberPatch,
  unfreezeRequest,
} from './member-contracts.js';
import { toQar } from '@gym/kernel/contracts/money';
import { LOGO_MAX_BYTES } from '../../platform/settings/settings-contracts.js';
import { sniffImageType, storeUpload } from '../../platform/files/public.js';
import { toCheckIn } from '../check-ins/public.js';
import type { MemberProfile } from './member-events.js';
import { registerMember, runMemberCommands } from './member-commands.js';
import type { MemberCommand, MemberState } from './member-decider.js';
import { membersCsv, membersXlsx } from './member-export.js';
import { toMember } from './member-view.js';
import { memberRefusals } from './member-refusals.js';
import type { Queryable } from '@gym/kernel/projection/queryable';
import { sendDownload } from '@gym/kernel/http/file-download';

/** What a member's row is built from (time travel rebuilds these tables as of an instant). */
const MEMBERS_AS_OF = { projectors: ['members'] } as const;

/** The growth chart's longest range (spec: 6 months, 12 months, 2 years). */
const DASHBOARD_GROWTH_MONTHS = 24;
const exportQuery = memberListQuery
  .pick({ search: true, status: true, planId: true, gender: true, hasDueAmount: true, sort: true })
  .extend({
    format: z.enum(['csv', 'excel']).default('csv'),
    filename: singleLine()
      .regex(/^[A-Za-z0-9._-]{1,80}$/, 'Letters, digits, dots, dashes and underscores only')
      .optional(),
  });

export const memberRoutes: ModuleRoutes = async (app, { deps }) => {
  const view = { access: 'canViewMembers' as const };
  const edit = { access: 'canEditMembers' as const };
  const today = () => deps.calendar.today();

  app.get(
    '/api/members',
    {
      config: view,
      schema: {
        tags: ['members'],
        summary:
          'Members: search, filters, sort, pages. forDashboard=true: registrations grouped for the dashboard charts',
        querystring: memberListQuery.extend({ asOf: asOfParam }),
        response: { 200: z.union([memberList, dashboardMembers]) },
      },
    },
    async (request, reply) => {
      const { forDashboard, includeAll, asOf, ...query } = request.query;
      const instant = requestedInstant(asOf, deps.clock.now());
      if (forDashboard) {
        const charts = async (db: Queryable, day: string, schema?: string) => {
          const from = includeAll ? null : addMonths(monthStart(day), -(DASHBOARD_GROWTH_MONTHS - 1));
          const [joins, figures] = await Promise.all([readJoins(db, from, schema), readDashboard(db, day, schema)]);
          return {
            data: joins.map((j) => ({ joinDate: j.month, gender: j.gender, nationality: j.nationality, count: j.n })),
            total: figures.totalMembers,
          };
        };
        if (!instant) return charts(deps.pool, await today());
        return viewAsOf(deps, reply, instant, DASHBOARD_AS_OF, ({ db, schema }, day) => charts(db, day, schema));
      }
      const list = async (db: Queryable, day: string, schema?: string) => {
        const result = await listMembers(db, { ...query, today: day }, schema);
        return { data: result.data.map(toMember), total: result.total };
      };
      if (!instant) return list(deps.pool, await today());
      return viewAsOf(deps, reply, instant, MEMBERS_AS_OF, ({ db, schema }, day) => list(db, day, schema));
    },
  );

  app.get(
    '/api/members/lookup',
    {
      config: view,
      schema: {
        tags: ['members'],
        summary: 'Find-as-you-type for the desk: exact member number first, then name, email or phone',
        querystring: z.object({
          q: singleLine().trim().min(1).max(100),
          limit: z.coerce.number().int().min(1).max(20).default(8),
        }),
        response: { 200: z.array(member) },
      },
    },
    async (request) =>
      (await lookupMembers(deps.pool, request.query.q, await today(), request.query.limit)).map(toMember),
  );

  app.get(
    '/api/members/export',
    {
      config: view,
      schema: {
        tags: ['members'],
        summary: 'Members as CSV, or as an Excel workbook (.xlsx)',
        querystring: exportQuery,
      },
    },
    async (request, reply) => {
      const { format, filename, ...filter } = request.query;
      const day = await today();
      const rows = await exportMembers(deps.pool, { ...filter, today: day });
      const body = format === 'csv' ? membersCsv(rows, day) : membersXlsx(rows, day);
      const name = filename ?? `members-${day}.${format === 'csv' ? 'csv' : 'xlsx'}`;
      return sendDownload(reply, EXPORT_CONTENT_TYPES[format], name, body);
    },
  );

  app.get(
    '/api/members/:id',
    {
      config: view,
      schema: {
        tags: ['members'],
        summary: 'One member (or as they were at an instant)',
        params: idParams,
        querystring: asOfQuery,
        response: { 200: member, 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const instant = requestedInstant(request.query.asOf, deps.clock.now());
      const found = instant
        ? await viewAsOf(deps, reply, instant, MEMBERS_AS_OF, ({ db, schema }, day) => findMember(db, id, day, schema))
        : await findMember(deps.pool, id, await today());
      if (!found) throw memberRefusals.missing(instant ? 'not_found_as_of' : 'not_found');
      return toMember(found);
    },
  );

  app.post(
    '/api/members',
    {
      config: edit,
      schema: {
        tags: ['members'],
        summary: 'Register a member; the next member number is assigned',
        body: memberInput,
        response: {
          201: z.object({ id: z.string(), memberNumber: z.number(), position: z.number() }),
          ...commandRefusals,
        },
      },
    },
    async (request, reply) => {
      const context = commandContext(request, deps);
      const memberId = deriveEntityId(context.idempotencyKey, 'member');
      const result = await registerMember(context, {
        type: 'RegisterMember',
        memberId,
        joinDate: await today(),
        profile: request.body as MemberProfile,
      });
      return reply.status(201).send({ id: result.id, memberNumber: result.memberNumber, position: result.position });
    },
  );

  app.patch(
    '/api/members/:id',
    {
      config: edit,
      schema: {
        tags: ['members'],
        summary: 'Edit the profile and/or set a status by hand (recorded with its reason)',
        params: idParams,
        body: memberPatch,
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) => {
      const memberId = request.params.id;
      const { status, statusReason, dueAmount, ...profile } = request.body;
      if (dueAmount === 0) {
        // What a member owes is computed from invoices; the desk's "due 0" is accepted only when it is true.
        const current = await findMember(deps.pool, memberId, await today());
        if (current && current.dueAmount > 0) {
          throw memberRefusals.refuse('still_owes', { dueQar: toQar(current.dueAmount) });
        }
      }
      const { position } = await runMemberCommands(commandContext(request, deps), memberId, (state) => {
        const commands: MemberCommand[] = [];
        const changes = Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== undefined));
        if (Object.keys(changes).length > 0) {
          if (!state.profile) throw memberRefusals.missing('not_found');
          commands.push({
            type: 'ChangeProfile',
            memberId,
            profile: { ...state.profile, ...changes } as MemberProfile,
          });
        }
        if (status)
          commands.push({ type: 'ChangeStatus', memberId, status, reason: statusReason ?? 'Set at the desk' });
        return commands;
      });
      return { id: memberId, position };
    },
  );

  app.post(
    '/api/members/:id/avatar',
    {
      config: edit,
      schema: {
        tags: ['members'],
        summary: 'Upload a photo (multipart field "avatar": PNG, JPEG or WebP, at most 1 MB)',
        params: idParams,
        response: {
          200: z.object({ avatar: z.string(), position: z.number() }),
          400: errorAnswer,
          404: errorAnswer,
          413: errorAnswer,
          415: errorAnswer,
        },
      },
    },
    async (request) => {
      const { url: avatar, context } = await storeUpload(request, deps, {
        field: 'avatar',
        what: 'the photo',
        maxBytes: LOGO_MAX_BYTES,
        maxInWords: '1 MB',
        typeOf: sniffImageType,
        refusal: 'The photo must be a PNG, JPEG or WebP image',
        access: 'canViewMembers',
      });
      const memberId = request.params.id;
      const { position } = await runMemberCommands(context, memberId, () => [
        { type: 'ChangeAvatar', memberId, avatar },
      ]);
      return { avatar, position };
    },
  );

  /** A member action: one route, one or more commands decided on the member's stream. */
  const action = <Body extends z.ZodType>(
    method: 'POST' | 'DELETE',
    path: string,
    summary: string,
    body: Body,
    commands: (memberId: string, body: z.infer<Body>, day: string) => (state: MemberState) => MemberCommand[],
  ) =>
    app.route({
      method,
      url: `/api/members/:id/${path}`,
      config: edit,
      schema: {
        tags: ['members'],
        summary,
        params: idParams,
        body,
        response: { 200: commandAnswer, ...commandRefusals },
      },
      handler: async (request) => {
        const memberId = (request.params as { id: string }).id;
        const { position } = await runMemberCommands(
          commandContext(request, deps),
          memberId,
          commands(memberId, request.body as z.infer<Body>, await today()),
        );
        return { id: memberId, position };
      },
    });

  const nothing = z.object({}).optional();
  action('DELETE', 'avatar', 'Remove the photo', nothing, (memberId) => () => [
    { type: 'ChangeAvatar', memberId, avatar: null },
  ]);
  action(
    'POST',
    'archive',
    'Archive (soft-delete): hidden from lists, cannot check in, history kept',
    archiveRequest,
    (memberId, body) => () => [{ type: 'ArchiveMember', memberId, reason: body.reason }],
  );
  action('POST', 'restore', 'Restore an archived member', nothing, (memberId) => () => [
    { type: 'RestoreMember', memberId },
  ]);
  action(
    'POST',
    'freeze',
    'Freeze the membership; the expiry moves by the frozen days',
    freezeRequest,
    (memberId, body, day) => () => [
      { type: 'FreezeMembership', memberId, from: body.from, until: body.until, reason: body.reason, today: day },
    ],
  );
  action(
    'POST',
    'unfreeze',
    'End a freeze (today unless `on` is given); unused days come off the expiry',
    unfreezeRequest,
    (memberId, body, day) => () => [{ type: 'UnfreezeMembership', memberId, on: body.on ?? day }],
  );
  action('POST', 'cancel-membership', 'Cancel the current membership', cancelRequest, (memberId, body, day) => () => [
    { type: 'CancelMembership', memberId, on: day, reason: body.reason },
  ]);

  app.get(
    '/api/members/:id/history',
    {
      config: view,
      schema: {
        tags: ['members'],
        summary: "The member's history: what happened, who did it, when (newest first)",
        params: idParams,
        querystring: z.object({
          before: z.coerce.number().int().positive().optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.array(historyEntry) },
      },
    },
    async (request) =>
      (await memberHistory(deps.pool, request.params.id, request.query.before ?? null, request.query.limit)).map(
        (entry) => ({
          ...entry,
          at: new Date(entry.at).toISOString(),
        }),
      ),
  );

  app.get(
    '/api/members/:id/check-ins',
    {
      config: view,
      schema: {
        tags: ['members'],
        summary: "The member's recent check-ins",
        params: idParams,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) }),
        response: { 200: z.array(checkIn) },
      },
    },
    async (request) => (await checkInsOfMember(deps.pool, request.params.id, request.query.limit)).map(toCheckIn),
  );
};
