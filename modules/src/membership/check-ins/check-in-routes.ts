import { z } from 'zod';
import { idParam } from '@gym/kernel/contracts/text';
import { deriveEntityId } from '@gym/events/store/ids';
import { checkInsOfDay, findCheckIn, recentCheckIns } from './check-ins-queries.js';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { badRequest, orNotFound } from '@gym/kernel/http/http-problem';
import { commandContext } from '@gym/kernel/http/request-context';
import { allows } from '@gym/kernel/permissions/access';
import { signedIn } from '@gym/kernel/http/request-auth';
import { checkIn, checkInAnswer, checkInListQuery, checkInRequest } from './check-in-contracts.js';
import { commandAnswer, commandRefusals, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import { checkInMember, checkOutMember } from './check-in-commands.js';
import { toCheckIn } from './check-in-view.js';

/** How far a check-in time given by the client may lie from the server's clock (a desk's clock may be off a little). */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;
const PAST_LIMIT_MS = 24 * 60 * 60 * 1000;

/** The desk's door: who is in today, check in, check out (canViewMembers; overriding a refusal needs canEditMembers). */
export const checkInRoutes: ModuleRoutes = async (app, { deps }) => {
  const access = { access: 'canViewMembers' as const };

  app.get(
    '/api/check-ins',
    {
      config: access,
      schema: {
        tags: ['check-ins'],
        summary:
          "A day's check-ins (today in the gym's time zone by default), or the latest ones (recent=true), newest first",
        querystring: checkInListQuery,
        response: { 200: z.array(checkIn) },
      },
    },
    async (request) => {
      if (request.query.recent) return (await recentCheckIns(deps.pool, request.query.limit)).map(toCheckIn);
      const day = request.query.date ?? (await deps.calendar.today());
      return (await checkInsOfDay(deps.pool, day, request.query.limit)).map(toCheckIn);
    },
  );

  app.post(
    '/api/check-ins',
    {
      // The member's state is folded from the log: no read table to wait for (see commands-see-earlier-writes.ts).
      config: { ...access, decidesFromTheLogAlone: true },
      schema: {
        tags: ['check-ins'],
        summary:
          'Check a member in. Refused (409, with the reason and expiry date) for an expired, frozen or cancelled ' +
          'membership unless `override` by a user with canEditMembers; a repeat within 10 minutes answers with the first.',
        body: checkInRequest,
        response: { 201: checkInAnswer, 200: checkInAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const user = signedIn(request).user;
      const now = deps.clock.now();
      const at = body.checkInTime ? new Date(body.checkInTime) : now;
      if (at.getTime() > now.getTime() + FUTURE_TOLERANCE_MS)
        throw badRequest('The check-in time cannot be in the future');
      if (at.getTime() < now.getTime() - PAST_LIMIT_MS)
        throw badRequest('The check-in time cannot be more than a day ago');
      const context = commandContext(request, deps);
      const result = await checkInMember(context, {
        checkInId: deriveEntityId(context.idempotencyKey, 'check-in'),
        memberId: body.memberId,
        at,
        classId: body.classId ?? null,
        override: {
          requested: body.override === true,
          allowed: allows(user, 'canEditMembers'),
          byUserId: user.id,
          byName: user.name,
        },
        dayOf: (instant) => deps.calendar.dayOf(instant),
      });
      return reply.status(result.duplicate ? 200 : 201).send(result);
    },
  );

  app.post(
    '/api/check-ins/:id/check-out',
    {
      config: access,
      schema: {
        tags: ['check-ins'],
        summary: 'Check a member out',
        params: z.object({ id: idParam() }),
        response: { 200: commandAnswer, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (request) => {
      const found = orNotFound(await findCheckIn(deps.pool, request.params.id), 'Check-in');
      const { position } = await checkOutMember(commandContext(request, deps), {
        checkInId: request.params.id,
        memberId: found.memberId,
        day: found.day,
        at: deps.clock.now(),
      });
      return { id: request.params.id, position };
    },
  );
};
