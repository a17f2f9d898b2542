import { checkInDayStream } from '@gym/modules/membership/check-ins/check-in-events';
import { entityIdOf } from './entity-id.js';
import { dayOfInstant, instantAt, readerTime } from './gym-calendar.js';
import { drawVisitMinute, visitFactor } from './gym-rhythm.js';
import type { Member, Part } from './history-model.js';
import { deskOnDuty } from './staff.js';
import type { ClassLesson } from './history-class-occurrence.js';
import type { HistoryContext } from './history-context.js';
import { MINUTE_MS, event } from './history-context.js';

/** The day's check-ins: who comes, and the lapsed members the desk lets in with an override. */
export function visits(ctx: HistoryContext, day: number): void {
  const factor = visitFactor(day);
  let kept = 0;
  for (const member of ctx.visitors) {
    if (member.left) continue;
    ctx.visitors[kept++] = member;
    if (ctx.covers(member, day)) {
      // A member booked into a class today comes for it (the visit's draws stay the same), or only for it.
      const lesson = ctx.classes?.lessonFor(member, day) ?? null;
      if (ctx.random.chance(member.visitChance * factor)) visit(ctx, member, day, null, lesson);
      else if (lesson) ctx.classes!.comeFor(member, day, lesson);
      continue;
    }
    const current = member.current;
    // Lapsed and coming back soon: some turn up anyway; the desk lets about half of them in with an override.
    if (current && current.graceUntil >= day && current.expiry < day && current.cancelledOn > day) {
      if (ctx.random.chance(member.visitChance * factor * 0.25) && ctx.random.chance(0.5)) {
        visit(ctx, member, day, `The membership expired on ${ctx.date(current.expiry)}.`);
      }
    }
  }
  ctx.visitors.length = kept;
}

function visit(
  ctx: HistoryContext,
  member: Member,
  day: number,
  refusal: string | null,
  lesson: ClassLesson | null = null,
): void {
  let at = instantAt(day, drawVisitMinute(ctx.random, day, member.habitualMinute));
  if (lesson) {
    // In for the class: at the desk a few minutes before it starts.
    at = lesson.arrival;
  } else if (member.busyDay === day && at < member.busyUntil + 5 * MINUTE_MS) {
    // Renewed (or paid, or unfroze) at the desk first, then went in.
    at = member.busyUntil + ctx.random.int(5, 30) * MINUTE_MS;
    if (dayOfInstant(at) !== day) return;
  }
  const minute = (at - instantAt(day, 0)) / MINUTE_MS;
  const desk = deskOnDuty(day, minute, ctx.staff.desk);
  const drawnId = ctx.random.uuid();
  // The member's check-in stream of the day, the check-out's too.
  const onDay = { streamId: checkInDayStream(member.id, ctx.date(day)), ref: { version: 0 } };
  // An enrolled member lets the fingerprint reader check them in (its punch, keyed as the reader's upload is); the
  // desk checks in the others, and anyone whose membership would be refused (the reader no longer knows them).
  // A member in for a class is checked in to it at the desk.
  const reader = refusal === null && lesson === null ? ctx.door?.readerFor(member.id, day) : null;
  if (reader) {
    const punch = at - (at % 1000);
    const key = `reader:${reader.serial}:${reader.pin}:${readerTime(punch)}`;
    const checkInId = entityIdOf(key, 'check-in');
    ctx.keyedCommand(punch, reader.actor, key, () => checkedIn(ctx, onDay, { checkInId, member, day, at: punch }));
    checkOut(ctx, member, day, minute, punch, checkInId, onDay);
    return;
  }
  const checkInId = drawnId;
  const override = refusal === null ? null : { byUserId: desk.userId, byName: desk.name, refusal };
  const classes = ctx.classes;
  ctx.command(at, desk, () =>
    lesson && classes
      ? classes.attend(lesson, member, checkInId, at, onDay, true)
      : checkedIn(ctx, onDay, { checkInId, member, day, at }, override),
  );
  checkOut(ctx, member, day, minute, at, checkInId, onDay);
}

function checkOut(
  ctx: HistoryContext,
  member: Member,
  day: number,
  minute: number,
  at: number,
  checkInId: string,
  onDay: Omit<Part, 'events'>,
): void {
  if (ctx.random.chance(0.6)) {
    const out = at + ctx.random.int(45, 120) * MINUTE_MS;
    ctx.command(out, deskOnDuty(day, minute + (out - at) / MINUTE_MS, ctx.staff.desk), () => [
      {
        ...onDay,
        events: [
          event({
            type: 'MemberCheckedOut',
            data: { checkInId, memberId: member.id, at: new Date(out).toISOString() },
          }),
        ],
      },
    ]);
  }
}

/** A member's check-in (by the desk with its override, if any, or by a reader's punch without one). */
function checkedIn(
  ctx: HistoryContext,
  onDay: Omit<Part, 'events'>,
  visit: { checkInId: string; member: Member; day: number; at: number },
  override: { byUserId: number; byName: string; refusal: string } | null = null,
): Part[] {
  const data = {
    checkInId: visit.checkInId,
    memberId: visit.member.id,
    at: new Date(visit.at).toISOString(),
    day: ctx.date(visit.day),
    classId: null,
    override,
  };
  return [{ ...onDay, events: [event({ type: 'MemberCheckedIn', data })] }];
}
