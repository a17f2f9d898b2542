import { z } from 'zod';
import { addDays, daysBetween, isValidDay } from '@gym/events/calendar/local-date';
import { deriveEntityId } from '@gym/events/store/ids';
import { commandAnswer, commandRefusals, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import { idParams, singleLine } from '@gym/kernel/contracts/text';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';
import type { FastifyRequest } from 'fastify';
import { bookClass, cancelBooking, changeOccurrence } from './class-commands.js';
import type { ClassDeps } from './class-state.js';
import {
  bookingAnswer,
  bookingInput,
  cancelAnswer,
  cancelOccurrenceInput,
  capacityInput,
  memberClassBookings,
  moveOccurrenceInput,
  occurrenceParams,
  occurrenceView,
  occurrenceWithRoster,
  substituteInput,
  timetableQuery,
  todayClass,
} from './class-contracts.js';
import { occurrenceRefusals, sessionRefusals } from './class-refusals.js';
import { creditsOf } from './class-credit-queries.js';
import { instructorOf } from './class-instructor-queries.js';
import { memberBookings } from './member-booking-queries.js';
import { occurrencesByIds, timetable } from './occurrence-queries.js';
import { roster } from './roster-queries.js';
import { loadMember } from '../members/public.js';
import { classesProjector } from './classes-projector.js';

/** The longest range of days the timetable answers at once (six weeks). */
const MAX_TIMETABLE_DAYS = 42;
/** How far back a member's class bookings go. */
const HISTORY_DAYS = 30;

/** The timetable's occurrences, one-off changes, bookings and the member's and dashboard's views (issue 47). */
export const timetableRoutes: ModuleRoutes = async (app, { deps }) => {
  const view = { access: 'canViewMembers' as const };
  const manage = { access: 'canManageSettings' as const };
  const book = { access: 'canEditMembers' as const };
  const classDeps = async (request: FastifyRequest): Promise<ClassDeps> => ({
    pool: deps.pool,
    timeZone: await deps.calendar.timeZone(),
    fallbackUrl: `http://${request.headers.host ?? 'localhost'}`,
    tablesCaughtUp: request.tablesCaughtUp ?? undefined,
  });

  app.get(
    '/api/timetable',
    {
      config: view,
      schema: {
        tags: ['classes'],
        summary: 'The occurrences of the days from `from` to `to` (at most 42 days), sorted by start',
        querystring: timetableQuery,
        response: { 200: z.array(occurrenceView), 400: errorAnswer },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      if (to < from || daysBetween(from, to) >= MAX_TIMETABLE_DAYS) {
        throw occurrenceRefusals.invalid('range', { days: MAX_TIMETABLE_DAYS });
      }
      return timetable(deps.pool, from, to, await deps.calendar.timeZone());
    },
  );

  app.get(
    '/api/timetable/:occurrenceId',
    {
      config: view,
      schema: {
        tags: ['classes'],
        summary: 'One occurrence with its roster (booked, waitlisted in order, checked in, no-shows, cancelled)',
        params: occurrenceParams,
        response: { 200: occurrenceWithRoster, 404: errorAnswer },
      },
    },
    async (request) => {
      const id = request.params.occurrenceId;
      const found = (await occurrencesByIds(deps.pool, [id], await deps.calendar.timeZone())).get(id);
      if (!found) throw occurrenceRefusals.missing('not_found');
      return { ...found, roster: await roster(deps.pool, id) };
    },
  );

  app.post(
    '/api/timetable/:occurrenceId/cancel',
    {
      config: manage,
      schema: {
        tags: ['classes'],
        summary: 'Cancel one occurrence (members booked and waiting are told)',
        params: occurrenceParams,
        body: cancelOccurrenceInput,
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) =>
      changeOccurrence(commandContext(request, deps), await classDeps(request), request.params.occurrenceId, {
        type: 'CancelOccurrence',
        reason: request.body.reason,
      }),
  );

  app.post(
    '/api/timetable/:occurrenceId/move',
    {
      config: manage,
      schema: {
        tags: ['classes'],
        summary: 'Move one occurrence to another start time or room the same day (members are told)',
        params: occurrenceParams,
        body: moveOccurrenceInput,
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) =>
      changeOccurrence(commandContext(request, deps), await classDeps(request), request.params.occurrenceId, {
        type: 'MoveOccurrence',
        startTime: request.body.startTime,
        room: request.body.room,
      }),
  );

  app.post(
    '/api/timetable/:occurrenceId/substitute',
    {
      config: manage,
      schema: {
        tags: ['classes'],
        summary: 'Another instructor takes one occurrence',
        params: occurrenceParams,
        body: substituteInput,
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) => {
      const instructor = await instructorOf(deps.pool, request.body.instructor, await deps.calendar.today());
      if (!instructor) throw sessionRefusals.invalid('instructor_not_found');
      return changeOccurrence(commandContext(request, deps), await classDeps(request), request.params.occurrenceId, {
        type: 'SubstituteInstructor',
        instructor,
      });
    },
  );

  app.post(
    '/api/timetable/:occurrenceId/capacity',
    {
      config: manage,
      schema: {
        tags: ['classes'],
        summary: 'Change the seats of one occurrence (not below those booked; more seats go to the waitlist)',
        params: occurrenceParams,
        body: capacityInput,
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) =>
      changeOccurrence(commandContext(request, deps), await classDeps(request), request.params.occurrenceId, {
        type: 'ChangeCapacity',
        capacity: request.body.capacity,
      }),
  );

  app.post(
    '/api/timetable/:occurrenceId/bookings',
    {
      // Besides the log, the booking reads the member's other seats and pack credits from the classes' tables only,
      // and after its first reads of the log: the wait for those tables runs beside those reads.
      config: { ...book, readsTablesOf: [classesProjector.name], readsTablesLate: true },
      schema: {
        tags: ['classes'],
        summary: 'Book a member into an occurrence (a full one puts the member on its waitlist)',
        params: occurrenceParams,
        body: bookingInput,
        response: { 201: bookingAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      const context = commandContext(request, deps);
      const answer = await bookClass(context, await classDeps(request), {
        occurrenceId: request.params.occurrenceId,
        memberId: request.body.memberId,
        bookingId: deriveEntityId(context.idempotencyKey, 'class-booking'),
      });
      return reply.status(201).send(answer);
    },
  );

  app.delete(
    '/api/timetable/:occurrenceId/bookings/:memberId',
    {
      config: book,
      schema: {
        tags: ['classes'],
        summary:
          "Cancel a member's booking or place on the waitlist (late after the deadline); a freed seat goes to the first waiting",
        params: occurrenceParams.extend({ memberId: singleLine().min(1).max(100) }),
        response: { 200: cancelAnswer, ...commandRefusals },
      },
    },
    async (request) =>
      cancelBooking(commandContext(request, deps), await classDeps(request), {
        occurrenceId: request.params.occurrenceId,
        memberId: request.params.memberId,
      }),
  );

  app.get(
    '/api/members/:id/class-bookings',
    {
      config: view,
      schema: {
        tags: ['classes'],
        summary:
          "A member's class bookings: upcoming first, then the last 30 days (day=today or a day: that day's only)",
        params: idParams,
        querystring: z.object({ day: singleLine().max(10).optional() }),
        response: { 200: memberClassBookings, 400: errorAnswer },
      },
    },
    async (request) => {
      const today = await deps.calendar.today();
      const asked = request.query.day === 'today' ? today : request.query.day;
      if (asked !== undefined && !isValidDay(asked)) throw occurrenceRefusals.invalid('range', { days: 1 });
      const timeZone = await deps.calendar.timeZone();
      const now = deps.clock.now();
      const [bookings, member] = await Promise.all([
        memberBookings(deps.pool, request.params.id, {
          from: asked ?? addDays(today, -HISTORY_DAYS),
          to: asked ?? null,
          now,
          timeZone,
        }),
        loadMember(deps, request.params.id),
      ]);
      const current = member.state.current;
      const credits =
        current?.classCredits != null
          ? await creditsOf(
              deps.pool,
              request.params.id,
              { ...current, classCredits: current.classCredits },
              now,
              timeZone,
            )
          : null;
      return { bookings, credits };
    },
  );

  app.get(
    '/api/dashboard/today-classes',
    {
      config: view,
      schema: {
        tags: ['classes'],
        summary: "Today's classes: time, class, instructor, booked of capacity, checked in",
        response: { 200: z.array(todayClass) },
      },
    },
    async () => {
      const today = await deps.calendar.today();
      const occurrences = await timetable(deps.pool, today, today, await deps.calendar.timeZone());
      return occurrences.map((o) => ({
        occurrenceId: o.occurrenceId,
        startsAt: o.startsAt,
        className: o.className,
        colour: o.colour,
        instructorName: o.instructor?.name ?? null,
        booked: o.booked,
        capacity: o.capacity,
        checkedIn: o.checkedIn,
        status: o.status,
      }));
    },
  );
};
