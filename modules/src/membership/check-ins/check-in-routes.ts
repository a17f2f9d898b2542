import { z } from 'zod';
import { idParam } from '@gym/kernel/contracts/text';
import { deriveEntityId } from '@gym/events/store/ids';
import { checkInsOfDay, findCheckIn, recentCheckIns } from './check-ins-queries.js';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';
import { allows } from '@gym/kernel/permissions/access';
import { signedIn } from '@gym/kernel/http/request-auth';
import { checkIn, checkInAnswer, checkInListQuery, checkInRequest } from './check-in-contracts.js';
import { commandAnswer, commandRefusals, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import { checkInMember, checkOutMember } from './check-in-commands.js';
import { toCheckIn } from './check-in-view.js';
import { requestedOccurrence } from './check-in-occurrence.js';
import { checkInRefusals } from './check-in-refusals.js';

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
          "membership, and outside the door hours (closed, a closure, a prayer, the other gender's hours, the plan's " +
          'windows: `door.*` codes with the time the refusal ends), unless `override` by a user with canEditMembers ' +
          '(recorded with the refusal and `overrideReason`); a repeat within 10 minutes answers with the first. ' +
          'With `occurrenceId` (or `bookedClass`: the class booked that starts within an hour) it is a class check-in.',
        body: checkInRequest,
        response: { 201: checkInAnswer, 200: checkInAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const user = signedIn(request).user;
      const now = deps.clock.now();
      const at = body.checkInTime ? new Date(body.checkInTime) : now;
      if (at.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) throw checkInRefusals.invalid('time_in_future');
      if (at.getTime() < now.getTime() - PAST_LIMIT_MS) throw checkInRefusals.invalid('time_too_old');
      const context = commandContext(request, deps);
      const result = await checkInMember(context, {
        checkInId: deriveEntityId(context.idempotencyKey, 'check-in'),
        memberId: body.memberId,
        at,
        classId: body.classId ?? null,
        occurrence: requestedOccurrence(body, await deps.calendar.timeZone(), deps.pool),
        override: {
          requested: body.override === true,
          allowed: allows(user, 'canEditMembers'),
          byUserId: user.id,
          byName: user.name,
          reason: body.overrideReason,
        },
        dayOf: (instant) => deps.calendar.dayOf(instant),
        timeZone: await deps.calendar.timeZone(),
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
      const found = await findCheckIn(deps.pool, request.params.id);
      if (!found) throw checkInRefusals.missing('not_found');
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
