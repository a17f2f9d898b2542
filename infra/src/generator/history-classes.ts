import type { OccurrenceFacts } from '@gym/modules/membership/classes/occurrence-decider';
import { occurrenceStream } from '@gym/modules/membership/classes/class-events';
import { minutesOf, occurrenceIdOf } from '@gym/modules/membership/classes/class-time';
import { NO_SHOW_JOB } from '@gym/modules/membership/classes/no-show-job';
import { occurrenceDecider } from '@gym/modules/membership/classes/occurrence-decider';
import { closureOn } from '@gym/modules/membership/classes/timetable-decider';
import { checkInDayStream } from '@gym/modules/membership/check-ins/check-in-events';
import { RULES, seasonFactor } from './class-timetable-design.js';
import type { Gender } from './class-timetable-design.js';
import { DecidedStream } from './decided-stream.js';
import { dateOf, instantAt, weekday } from './gym-calendar.js';
import { attendClass } from './history-class-attendance.js';
import { tellPromoted } from './history-class-notices.js';
import { bookedMemberFacts, decidedOn, occurrenceFacts } from './history-class-occurrence.js';
import type { ClassLesson, Occurrence, Session } from './history-class-occurrence.js';
import { ClassStreams, setUpClasses } from './history-class-setup.js';
import type { HistoryContext } from './history-context.js';
import { MINUTE_MS } from './history-context.js';
import type { MarketingBook } from './history-marketing.js';
import type { Member, Part, SystemActor } from './history-model.js';
import { Random } from './random.js';
import { deskOnDuty } from './staff.js';

/*
 * The sample gym's group classes (issue 47, item 7): nine classes and about forty weekly sessions put on the
 * timetable by the manager in the first weeks, the gym's booking rules, the National Day closed every 18 December,
 * and from then on the desk's bookings, the waitlists and the seats they get when someone cancels (with the text
 * the app sends), late cancellations, class check-ins, the no-show sweep after each class and now and then a
 * substitute instructor. Every decision is the app's own decider's on the stream as it stands when the command's
 * turn comes, so nothing is ever booked past its seats and a waitlisted member gets a seat only when one is freed.
 * What the classes are is class-timetable-design.ts; their set-up history-class-setup.ts.
 */

const NO_SHOWS: SystemActor = { name: `System (${NO_SHOW_JOB})`, command: `job:${NO_SHOW_JOB}` };

/** The ISO weekday (1 = Monday … 7 = Sunday) of a day number. */
const isoWeekday = (day: number) => weekday(day) || 7;

interface Planned {
  readonly occurrence: Occurrence;
  cancelled: boolean;
}

export class ClassBook {
  /** The classes' own generator: the members' and the back office's draws stay as they were. */
  private readonly r: Random;
  private readonly streams = new ClassStreams();
  private sessions: Session[] = [];
  private readonly occurrences = new Map<string, Occurrence>();
  /** Per day, the class each member booked for it (at most one a day). */
  private readonly planned = new Map<number, Map<string, Planned>>();
  private membersSeen = 0;
  private firstClassDay = Number.POSITIVE_INFINITY;

  constructor(
    private readonly ctx: HistoryContext,
    private readonly marketing: MarketingBook,
  ) {
    this.r = new Random((ctx.options.seed ^ 0xc1a55e5) >>> 0);
  }

  /** The manager sets the classes up in the second week; the first classes run the week after. */
  plan(): void {
    const setUp = setUpClasses(this.ctx, this.r, this.streams);
    if (!setUp) return;
    this.sessions = setUp.sessions;
    this.firstClassDay = setUp.firstClassDay;
  }

  /**
   * The day's class business, planned at the start of the day: members newly joined pick their classes, and the
   * bookings of the classes six days ahead are spread over the days before them (with the cancellations to come).
   */
  planDay(day: number): void {
    if (this.sessions.length === 0) return;
    this.meetNewMembers();
    const target = day + 6;
    if (target < this.firstClassDay) return;
    // Nobody books a day the classes are closed (the National Day).
    if (closureOn(this.streams.timetable.state, dateOf(target))) return;
    const dow = isoWeekday(target);
    for (const session of this.sessions) {
      if (session.data.weekday !== dow) continue;
      for (const fan of session.fans) {
        const member = fan.member;
        if (member.left || !this.r.chance(fan.keen * seasonFactor(target))) continue;
        const already = this.planned.get(target)?.get(member.id);
        if (already) continue;
        this.planBooking(session, member, target);
      }
    }
  }

  /** The class a member booked for today and still means to come to, with when they come in. */
  lessonFor(member: Member, day: number): ClassLesson | null {
    const planned = this.planned.get(day)?.get(member.id);
    if (!planned || planned.cancelled) return null;
    let arrival = planned.occurrence.startsAt - this.r.int(3, 20) * MINUTE_MS;
    // Business at the desk first (a renewal that lets them in): then in to the class, late, unless it is over.
    if (member.busyDay === day && arrival < member.busyUntil + 5 * MINUTE_MS) {
      arrival = member.busyUntil + this.r.int(5, 15) * MINUTE_MS;
      if (arrival >= planned.occurrence.endsAt - 10 * MINUTE_MS) return null;
    }
    return { occurrence: planned.occurrence, arrival };
  }

  /**
   * The member would not have come today but for the class: most come (the desk checks them in to it), some do not
   * (a no-show). A member whose booking turned out a waitlist place stays home.
   */
  comeFor(member: Member, day: number, lesson: ClassLesson): void {
    this.planned.get(day)?.delete(member.id);
    if (!this.r.chance(0.85)) return;
    const ctx = this.ctx;
    const at = lesson.arrival;
    const minute = (at - instantAt(day, 0)) / MINUTE_MS;
    const checkInId = this.r.uuid();
    const onDay = { streamId: checkInDayStream(member.id, dateOf(day)), ref: { version: 0 } };
    let came = false;
    ctx.officeCommand(
      at,
      deskOnDuty(day, minute, ctx.staff.desk),
      () => {
        const parts = this.attend(lesson, member, checkInId, at, onDay, false);
        came = parts.length > 0;
        return parts;
      },
      { commandId: this.r.uuid() },
    );
    if (this.r.chance(0.6)) {
      const out = lesson.occurrence.endsAt + this.r.int(5, 40) * MINUTE_MS;
      ctx.officeCommand(
        out,
        deskOnDuty(day, minute + (out - at) / MINUTE_MS, ctx.staff.desk),
        () =>
          came
            ? [
                {
                  ...onDay,
                  events: [
                    {
                      type: 'MemberCheckedOut',
                      data: { checkInId, memberId: member.id, at: new Date(out).toISOString() },
                    },
                  ],
                },
              ]
            : [],
        { commandId: this.r.uuid() },
      );
    }
  }

  /** The desk's check-in of a member who came for a class (see `attendClass`). */
  attend(
    lesson: ClassLesson,
    member: Member,
    checkInId: string,
    at: number,
    onDay: Omit<Part, 'events'>,
    anyway: boolean,
  ): Part[] {
    return attendClass(this.streams.timetable.state, lesson, member, checkInId, at, onDay, anyway);
  }

  // ---- planning -------------------------------------------------------------------------------------------------

  /** Members who joined since the last look: about one in three is a class-goer, and picks one to three classes. */
  private meetNewMembers(): void {
    const members = this.ctx.members;
    for (; this.membersSeen < members.length; this.membersSeen++) {
      const member = members[this.membersSeen]!;
      if (!this.r.chance(member.gender === 'female' ? 0.5 : 0.28)) continue;
      const count = this.r.weighted([
        [1, 50],
        [2, 35],
        [3, 15],
      ] as const);
      const taken = new Set<number>();
      for (let i = 0; i < count; i++) {
        const fits = this.sessions.filter(
          (s) =>
            !taken.has(s.data.weekday) &&
            (s.data.gender === 'mixed' || (s.data.gender === 'ladies') === (member.gender === 'female')),
        );
        if (fits.length === 0) break;
        // Classes near the hour the member usually trains, the popular ones first.
        const session = this.r.weighted(
          fits.map(
            (s) =>
              [
                s,
                s.popularity * Math.exp(-Math.abs(minutesOf(s.data.startTime) - member.habitualMinute) / 120),
              ] as const,
          ),
        );
        taken.add(session.data.weekday);
        session.fans.push({ member, keen: this.r.between(0.45, 0.95) });
      }
    }
  }

  private occurrence(session: Session, day: number): Occurrence {
    const id = occurrenceIdOf(session.id, dateOf(day));
    let found = this.occurrences.get(id);
    if (!found) {
      const startsAt = instantAt(day, minutesOf(session.data.startTime));
      found = {
        id,
        session,
        day,
        startsAt,
        endsAt: startsAt + session.data.durationMinutes * MINUTE_MS,
        stream: new DecidedStream(occurrenceStream(session.id, dateOf(day)), occurrenceDecider),
        swept: false,
      };
      this.occurrences.set(id, found);
      this.planSubstitute(found);
    }
    return found;
  }

  private facts(occurrence: Occurrence): OccurrenceFacts {
    return occurrenceFacts(occurrence, this.streams.timetable.state);
  }

  /** A booking at the desk some days before the class, and for some members its cancellation later. */
  private planBooking(session: Session, member: Member, target: number): void {
    const ctx = this.ctx;
    const occurrence = this.occurrence(session, target);
    const start = minutesOf(session.data.startTime);
    let lead = this.r.weighted([
      [0, 20],
      [1, 28],
      [2, 20],
      [3, 12],
      [4, 8],
      [5, 6],
      [6, 6],
    ] as const);
    // The same day only when the desk is open well before the class.
    if (lead === 0 && start < 9 * 60) lead = 1;
    const bookDay = target - lead;
    const latest = lead === 0 ? start - RULES.closesMinutesBefore - 10 : 22 * 60;
    const minute = this.r.between(7 * 60, Math.max(7 * 60 + 1, latest));
    const bookedAt = instantAt(bookDay, minute);
    const plannedBooking: Planned = { occurrence, cancelled: false };
    const onDay = this.planned.get(target) ?? new Map<string, Planned>();
    onDay.set(member.id, plannedBooking);
    this.planned.set(target, onDay);
    const bookingId = this.r.uuid();
    ctx.officeCommand(
      bookedAt,
      deskOnDuty(bookDay, minute, ctx.staff.desk),
      () => {
        // A member with business at the desk later that day (a renewal, perhaps) is not booked before it.
        if (member.archived || !ctx.covers(member, target)) return [];
        if (member.busyDay === bookDay && bookedAt <= member.busyUntil) return [];
        return decidedOn(occurrence, {
          type: 'Book',
          bookingId,
          memberId: member.id,
          member: bookedMemberFacts(member),
          rules: RULES,
          now: new Date(bookedAt),
          facts: this.facts(occurrence),
        });
      },
      { commandId: this.r.uuid() },
    );
    this.planSweep(occurrence);

    // About one booking in seven is cancelled: some in good time, many on the day (late, after the deadline).
    if (!this.r.chance(0.14)) return;
    const late = this.r.chance(0.45);
    const deadline = occurrence.startsAt - RULES.cancelDeadlineMinutes * MINUTE_MS;
    const from = late ? Math.max(bookedAt, deadline) + MINUTE_MS : bookedAt + 30 * MINUTE_MS;
    const to = late ? occurrence.startsAt - 10 * MINUTE_MS : deadline - MINUTE_MS;
    if (to <= from) return;
    plannedBooking.cancelled = true;
    const cancelledAt = from + Math.floor((this.r.next() * (to - from)) / 1000) * 1000;
    const cancelDay = bookDay + Math.floor((cancelledAt - instantAt(bookDay, 0)) / 86_400_000);
    const commandId = this.r.uuid();
    ctx.officeCommand(
      cancelledAt,
      deskOnDuty(cancelDay, (cancelledAt - instantAt(cancelDay, 0)) / MINUTE_MS, ctx.staff.desk),
      () => {
        const place = occurrence.stream.state.members.get(member.id)?.status;
        if (place !== 'booked' && place !== 'waitlisted') return [];
        const parts = decidedOn(occurrence, {
          type: 'CancelBooking',
          memberId: member.id,
          rules: RULES,
          now: new Date(cancelledAt),
          facts: this.facts(occurrence),
        });
        return [...parts, ...tellPromoted(ctx, this.marketing, occurrence, parts, commandId, cancelledAt)];
      },
      { commandId },
    );
  }

  /** The no-show sweep, a minute or two after the class ends (the job runs every minute). */
  private planSweep(occurrence: Occurrence): void {
    if (occurrence.swept) return;
    occurrence.swept = true;
    const at = occurrence.endsAt + this.r.int(20, 110) * 1000;
    this.ctx.officeCommand(
      at,
      NO_SHOWS,
      () => decidedOn(occurrence, { type: 'RecordNoShows', now: new Date(at), facts: this.facts(occurrence) }),
      { commandId: `job:${NO_SHOW_JOB}:${occurrence.id}` },
    );
  }

  /** Now and then the regular teacher is away: the manager names another the evening before. */
  private planSubstitute(occurrence: Occurrence): void {
    if (!this.r.chance(0.03)) return;
    const session = occurrence.session.data;
    const wanted: Gender | null = session.gender === 'ladies' ? 'female' : session.gender === 'gents' ? 'male' : null;
    const others = this.ctx.trainers.filter(
      (t) =>
        t.id !== session.instructor?.id &&
        t.hireDay < occurrence.day - 1 &&
        (t.leaveDay < 0 || t.leaveDay > occurrence.day) &&
        (wanted === null || t.gender === wanted),
    );
    if (others.length === 0) return;
    const t = this.r.pick(others);
    const day = occurrence.day - 1;
    const at = instantAt(day, 20 * 60 + this.r.int(0, 60));
    this.ctx.officeCommand(
      at,
      this.ctx.staff.manager,
      () =>
        decidedOn(occurrence, {
          type: 'SubstituteInstructor',
          instructor: { kind: 'trainer', id: t.id, name: t.name },
          now: new Date(at),
          facts: this.facts(occurrence),
        }),
      { commandId: this.r.uuid() },
    );
  }
}
