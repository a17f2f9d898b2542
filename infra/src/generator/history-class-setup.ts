import { classesDecider } from '@gym/modules/membership/classes/class-decider';
import { CLASS_RULES_STREAM, CLASSES_STREAM, TIMETABLE_STREAM } from '@gym/modules/membership/classes/class-events';
import type { Instructor, SessionGender } from '@gym/modules/membership/classes/class-events';
import { minutesOf } from '@gym/modules/membership/classes/class-time';
import { rulesDecider, timetableDecider } from '@gym/modules/membership/classes/timetable-decider';
import { CLASSES, DURATION, NATIONAL_DAY, ROOMS, RULES, TIMETABLE } from './class-timetable-design.js';
import type { ClassKey, Gender } from './class-timetable-design.js';
import { DecidedStream } from './decided-stream.js';
import { dateOf, dayNumber, instantAt } from './gym-calendar.js';
import type { Session } from './history-class-occurrence.js';
import type { HistoryContext } from './history-context.js';
import type { Trainer } from './history-model.js';
import type { Random } from './random.js';

/** The streams of the classes' set-up: the catalogue, the timetable (sessions and closures) and the booking rules. */
export class ClassStreams {
  readonly catalogue = new DecidedStream(CLASSES_STREAM, classesDecider);
  readonly timetable = new DecidedStream(TIMETABLE_STREAM, timetableDecider);
  readonly rules = new DecidedStream(CLASS_RULES_STREAM, rulesDecider);
}

/**
 * The manager sets the classes up in the second week (the rules, the classes, the weekly sessions with their regular
 * teachers) and enters the National Day's closure a month ahead each year; the first classes run the week after.
 * Returns the sessions and the first day of classes, or null for a history too short to have any.
 */
export function setUpClasses(
  ctx: HistoryContext,
  r: Random,
  streams: ClassStreams,
): { sessions: Session[]; firstClassDay: number } | null {
  if (ctx.totalDays < 21) return null;
  const setupDay = ctx.firstDay + 7;
  const firstClassDay = setupDay + 7;
  const instructors = ctx.trainers.filter((t) => t.hireDay === ctx.firstDay && t.leaveDay < 0);
  const keys = Object.keys(CLASSES) as ClassKey[];
  const classIds = new Map<ClassKey, string>();
  for (const key of keys) classIds.set(key, r.uuid());
  // Each class has its regular teachers: women for the ladies' classes, men for the gents'.
  const teacherOf = new Map<string, Trainer | null>();
  const teacher = (key: ClassKey, gender: SessionGender): Trainer | null => {
    const wanted: Gender | null = gender === 'ladies' ? 'female' : gender === 'gents' ? 'male' : null;
    const memo = `${key}:${wanted ?? ''}`;
    if (!teacherOf.has(memo)) {
      const fit = instructors.filter((t) => wanted === null || t.gender === wanted);
      teacherOf.set(memo, fit.length > 0 ? r.pick(fit) : null);
    }
    return teacherOf.get(memo)!;
  };
  const sessions: Session[] = [];
  for (const [weekdayNumber, start, key, gender, hot] of TIMETABLE) {
    const t = teacher(key, gender);
    const instructor: Instructor | null = t ? { kind: 'trainer', id: t.id, name: t.name } : null;
    const id = r.uuid();
    sessions.push({
      id,
      key,
      classId: classIds.get(key)!,
      popularity: CLASSES[key].popularity * (minutesOf(start) >= 17 * 60 ? 1.5 : 1) * (hot ? 3 : 1),
      fans: [],
      data: {
        sessionId: id,
        classId: classIds.get(key)!,
        weekday: weekdayNumber,
        startTime: start,
        durationMinutes: DURATION[key],
        capacity: CLASSES[key].defaultCapacity,
        instructor,
        room: ROOMS[key],
        gender,
        validFrom: dateOf(firstClassDay),
        validUntil: null,
      },
    });
  }

  ctx.schedule(setupDay, () => {
    const manager = ctx.staff.manager;
    let at = instantAt(setupDay, 9 * 60);
    const next = () => (at += 20_000);
    ctx.officeCommand(at, manager, () => [streams.rules.decide({ type: 'SetRules', rules: RULES })], {
      commandId: r.uuid(),
    });
    for (const key of keys) {
      const { name, colour, description, defaultCapacity } = CLASSES[key];
      const classId = classIds.get(key)!;
      ctx.officeCommand(
        next(),
        manager,
        () => [streams.catalogue.decide({ type: 'AddClass', classId, name, colour, description, defaultCapacity })],
        { commandId: r.uuid() },
      );
    }
    for (const session of sessions) {
      ctx.officeCommand(
        next(),
        manager,
        () => [streams.timetable.decide({ type: 'ScheduleSession', session: session.data, classExists: true })],
        { commandId: r.uuid() },
      );
    }
  });

  // The National Day: closed every 18 December, entered a month ahead.
  for (let year = Number(dateOf(setupDay).slice(0, 4)); ; year++) {
    const nationalDay = dayNumber(`${year}-12-18`);
    const entered = Math.max(setupDay, nationalDay - 30);
    if (entered > ctx.lastDay) break;
    if (nationalDay < firstClassDay) continue;
    const closureId = r.uuid();
    const commandId = r.uuid();
    ctx.schedule(entered, () =>
      ctx.officeCommand(
        instantAt(entered, 9 * 60 + 45),
        ctx.staff.manager,
        () => [
          streams.timetable.decide({
            type: 'AddClosure',
            closure: { closureId, from: dateOf(nationalDay), to: dateOf(nationalDay), reason: NATIONAL_DAY },
          }),
        ],
        { commandId },
      ),
    );
  }
  return { sessions, firstClassDay };
}
