import { z } from 'zod';
import { deriveEntityId } from '@gym/events/store/ids';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { streamCommand } from '@gym/kernel/commands/stream-command';
import { commandAnswer, commandRefusals, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import { idParam, idParams } from '@gym/kernel/contracts/text';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';
import { CLASS_RULES_STREAM, CLASSES_STREAM, TIMETABLE_STREAM } from './class-events.js';
import { classesDecider } from './class-decider.js';
import type { ClassCommand } from './class-decider.js';
import { changeSession, endSession } from './session-commands.js';
import { loadClasses, loadRules, loadTimetable } from './class-state.js';
import {
  classInput,
  classView,
  closureInput,
  closureView,
  instructorView,
  rulesInput,
  sessionChangeAnswer,
  sessionChangeInput,
  sessionInput,
  sessionView,
} from './class-contracts.js';
import { sessionRefusals } from './class-refusals.js';
import { listClasses, readRules } from './class-catalogue-queries.js';
import { listClosures } from './class-closure-queries.js';
import { instructorOf, listInstructors } from './class-instructor-queries.js';
import { listSessions } from './class-session-queries.js';
import { rulesDecider, timetableDecider } from './timetable-decider.js';
import type { SessionData, TimetableCommand } from './timetable-decider.js';

/** The class catalogue, the weekly sessions, closures and booking rules (issue 47, item 1). */
export const classRoutes: ModuleRoutes = async (app, { deps }) => {
  const view = { access: 'canViewMembers' as const };
  const manage = { access: 'canManageSettings' as const };
  const fallbackUrl = (host: string | undefined) => `http://${host ?? 'localhost'}`;

  const runCatalogue = (context: CommandContext, command: ClassCommand) =>
    executeCommand(
      context,
      streamCommand({
        streamId: CLASSES_STREAM,
        decider: classesDecider,
        command,
        answer: () => ({ id: command.classId }),
        replay: () => ({ id: command.classId }),
      }),
    );

  /** A timetable command, decided with the catalogue's word on whether the class exists. */
  const runTimetable = (context: CommandContext, command: (classIds: ReadonlySet<string>) => TimetableCommand) =>
    executeCommand(context, {
      attempts: 4,
      async plan() {
        const [timetable, classes] = await Promise.all([loadTimetable(context), loadClasses(context)]);
        const events = timetableDecider.decide(command(new Set(classes.state.keys())), timetable.state);
        return { appends: [{ streamId: TIMETABLE_STREAM, expectedVersion: timetable.version, events }], answer: {} };
      },
      replay: () => ({}),
    });

  app.get(
    '/api/classes',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['classes'], summary: 'Classes', response: { 200: z.array(classView) } },
    },
    () => listClasses(deps.pool),
  );

  app.post(
    '/api/classes',
    {
      config: manage,
      schema: {
        tags: ['classes'],
        summary: 'Add a class (name, colour, description, default capacity)',
        body: classInput,
        response: { 201: commandAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      const context = commandContext(request, deps);
      const classId = deriveEntityId(context.idempotencyKey, 'class');
      const { position } = await runCatalogue(context, { type: 'AddClass', classId, ...request.body });
      return reply.status(201).send({ id: classId, position });
    },
  );

  app.put(
    '/api/classes/:id',
    {
      config: manage,
      schema: {
        tags: ['classes'],
        summary: "Change a class's name, colour, description or default capacity",
        params: idParams,
        body: classInput,
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) => {
      const { position } = await runCatalogue(commandContext(request, deps), {
        type: 'ChangeClass',
        classId: request.params.id,
        ...request.body,
      });
      return { id: request.params.id, position };
    },
  );

  app.delete(
    '/api/classes/:id',
    {
      config: manage,
      schema: {
        tags: ['classes'],
        summary: 'Remove a class (refused while weekly sessions use it)',
        params: z.object({ id: idParam() }),
        response: { 200: commandAnswer, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (request) => {
      const context = commandContext(request, deps);
      const today = await deps.calendar.today();
      const timetable = await loadTimetable(context);
      const sessionsUsing = [...timetable.state.sessions.values()].filter(
        (s) => s.classId === request.params.id && (s.validUntil === null || s.validUntil >= today),
      ).length;
      const { position } = await runCatalogue(context, {
        type: 'RemoveClass',
        classId: request.params.id,
        sessionsUsing,
      });
      return { id: request.params.id, position };
    },
  );

  app.get(
    '/api/class-instructors',
    {
      config: view,
      schema: {
        tags: ['classes'],
        summary: 'Who may teach a class: active staff and trainers',
        response: { 200: z.array(instructorView) },
      },
    },
    async () => listInstructors(deps.pool, await deps.calendar.today()),
  );

  app.get(
    '/api/class-sessions',
    {
      config: view,
      schema: {
        tags: ['classes'],
        summary: 'The weekly sessions on the timetable (today or later)',
        response: { 200: z.array(sessionView) },
      },
    },
    async () => listSessions(deps.pool, await deps.calendar.today()),
  );

  /** A session as the timetable records it, from the request (instructor named, capacity from the class). */
  async function sessionOf(
    context: CommandContext,
    sessionId: string,
    body: z.infer<typeof sessionInput>,
    validFrom: string,
  ): Promise<SessionData> {
    const today = await deps.calendar.today();
    const instructor = body.instructor === null ? null : await instructorOf(deps.pool, body.instructor, today);
    if (body.instructor !== null && instructor === null) throw sessionRefusals.invalid('instructor_not_found');
    const classes = await loadClasses(context);
    return {
      sessionId,
      classId: body.classId,
      weekday: body.weekday,
      startTime: body.startTime,
      durationMinutes: body.durationMinutes,
      capacity: body.capacity ?? classes.state.get(body.classId)?.defaultCapacity ?? 20,
      instructor,
      room: body.room,
      gender: body.gender,
      validFrom,
      validUntil: null,
    };
  }

  app.post(
    '/api/class-sessions',
    {
      config: manage,
      schema: {
        tags: ['classes'],
        summary: 'Put a weekly session on the timetable',
        body: sessionInput,
        response: { 201: commandAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      const context = commandContext(request, deps);
      const sessionId = deriveEntityId(context.idempotencyKey, 'class-session');
      const session = await sessionOf(
        context,
        sessionId,
        request.body,
        request.body.validFrom ?? (await deps.calendar.today()),
      );
      const { position } = await runTimetable(context, (classIds) => ({
        type: 'ScheduleSession',
        session,
        classExists: classIds.has(session.classId),
      }));
      return reply.status(201).send({ id: sessionId, position });
    },
  );

  app.put(
    '/api/class-sessions/:id',
    {
      config: manage,
      schema: {
        tags: ['classes'],
        summary: 'Change a weekly session from a day on (default today); earlier occurrences keep what they were',
        params: idParams,
        body: sessionChangeInput,
        response: { 200: sessionChangeAnswer, ...commandRefusals },
      },
    },
    async (request) => {
      const context = commandContext(request, deps);
      const before = (await loadTimetable(context)).state.sessions.get(request.params.id);
      if (!before) throw sessionRefusals.missing('not_found');
      const today = await deps.calendar.today();
      const session = {
        ...(await sessionOf(context, request.params.id, request.body, request.body.validFrom ?? before.validFrom)),
        validUntil: before.validUntil,
      };
      const { position, effectiveFrom } = await changeSession(
        context,
        { pool: deps.pool, timeZone: await deps.calendar.timeZone(), fallbackUrl: fallbackUrl(request.headers.host) },
        { session, effectiveFrom: request.body.effectiveFrom ?? today, today },
      );
      return { id: request.params.id, position, effectiveFrom };
    },
  );

  app.delete(
    '/api/class-sessions/:id',
    {
      config: manage,
      schema: {
        tags: ['classes'],
        summary: 'End a weekly session from today (members booked later are told)',
        params: idParams,
        response: { 200: commandAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const { position } = await endSession(
        commandContext(request, deps),
        { pool: deps.pool, timeZone: await deps.calendar.timeZone(), fallbackUrl: fallbackUrl(request.headers.host) },
        { sessionId: request.params.id, today: await deps.calendar.today() },
      );
      return { id: request.params.id, position };
    },
  );

  app.get(
    '/api/class-closures',
    {
      config: view,
      schema: { tags: ['classes'], summary: 'Closures of the classes', response: { 200: z.array(closureView) } },
    },
    () => listClosures(deps.pool),
  );

  app.post(
    '/api/class-closures',
    {
      config: manage,
      schema: {
        tags: ['classes'],
        summary: 'Close the classes from one day to another (no booking inside)',
        body: closureInput,
        response: { 201: commandAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      const context = commandContext(request, deps);
      const closureId = deriveEntityId(context.idempotencyKey, 'class-closure');
      const { position } = await runTimetable(context, () => ({
        type: 'AddClosure',
        closure: { closureId, ...request.body },
      }));
      return reply.status(201).send({ id: closureId, position });
    },
  );

  app.delete(
    '/api/class-closures/:id',
    {
      config: manage,
      schema: {
        tags: ['classes'],
        summary: 'Withdraw a closure',
        params: idParams,
        response: { 200: commandAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const { position } = await runTimetable(commandContext(request, deps), () => ({
        type: 'RemoveClosure',
        closureId: request.params.id,
      }));
      return { id: request.params.id, position };
    },
  );

  app.get(
    '/api/class-rules',
    {
      config: view,
      schema: { tags: ['classes'], summary: 'The class booking rules', response: { 200: rulesInput } },
    },
    () => readRules(deps.pool),
  );

  app.put(
    '/api/class-rules',
    {
      config: manage,
      schema: {
        tags: ['classes'],
        summary: 'Set the class booking rules',
        body: rulesInput,
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) => {
      const context = commandContext(request, deps);
      const { position } = await executeCommand(context, {
        attempts: 4,
        async plan() {
          const rules = await loadRules(context);
          const events = rulesDecider.decide({ type: 'SetRules', rules: request.body }, rules.state);
          return { appends: [{ streamId: CLASS_RULES_STREAM, expectedVersion: rules.version, events }], answer: {} };
        },
        replay: () => ({}),
      });
      return { id: 'class-rules', position };
    },
  );
};
