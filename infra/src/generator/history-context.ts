import type { DomainEvent } from '@gym/modules/catalogue';
import type { NewEvent } from '@gym/events/store/envelope';
import type { ExactAppend, GeneratedCommand, GeneratedFile, GeneratedTemplate } from './generated-command.js';
import { dateOf, dayNumber, instantAt } from './gym-calendar.js';
import { coversDay } from './history-model.js';
import type { Member, Membership, Part, Pending, Plan, SystemActor, Trainer, VersionRef } from './history-model.js';
import type { ClassLesson } from './history-class-occurrence.js';
import { HistoryTally } from './history-tally.js';
import type { HistorySummary, MemberStatus } from './history-tally.js';
import type { PlanKey } from './plan-catalogue.js';
import { Random } from './random.js';
import { FICTIONAL_STAFF, deskOnDuty } from './staff.js';
import type { GymStaff, Staff } from './staff.js';

export interface HistoryOptions {
  readonly members: number;
  /** Length of the history, ending on `today` (fractions allowed). */
  readonly years: number;
  readonly seed: number;
  /** The last day of the history, `YYYY-MM-DD` in Asia/Qatar. */
  readonly today: string;
  /** Nothing happens after this instant (epoch ms): on the real today, the history stops at "now". */
  readonly until?: number | undefined;
  /** Numbers already handed out by the two sequences (non-zero only when adding to an existing log). */
  readonly memberNumbersTaken?: number | undefined;
  readonly invoiceNumbersTaken?: number | undefined;
  /** Who acts in the history (default: fictional people without accounts). */
  readonly staff?: GymStaff | undefined;
  /**
   * The back office too (default true): staff records, leave and payroll, expenses, the desk's till, supplement stock
   * and sales, campaigns. Off, the history is the members' side only (adding members to an existing gym).
   */
  readonly backOffice?: boolean | undefined;
}

/** The door's fingerprint reader: who it knows on a day (members enrolled before it), as the reader's actor. */
export interface DoorReader {
  readerFor(
    memberId: string,
    day: number,
  ): { readonly actor: SystemActor; readonly serial: string; readonly pin: string } | null;
}

/** The classes as the door sees them: who comes in for a class they booked today. */
export interface ClassDesk {
  /** The class a member booked for `day` and still means to come to (planned; the app decides at the desk). */
  lessonFor(member: Member, day: number): ClassLesson | null;
  /** A member who would not have come today but for the class: they come (or not: a no-show). */
  comeFor(member: Member, day: number, lesson: ClassLesson): void;
  /** The desk's check-in of a member who came for a class: to the class if they hold a seat, else `anyway` a visit. */
  attend(
    lesson: ClassLesson,
    member: Member,
    checkInId: string,
    at: number,
    onDay: Omit<Part, 'events'>,
    anyway: boolean,
  ): Part[];
}

/**
 * Watches the events of the types it names as they are emitted, in time order, and answers with the commands the app
 * would append right after by itself (a reactor's), or nothing. Followers also keep what later decisions read.
 */
export interface Follower {
  readonly eventTypes: readonly string[];
  /** `index`: the event's place in its command (its id derives from the command id and it). */
  follow(
    command: GeneratedCommand,
    event: NewEvent,
    index: number,
    streamId: string,
  ): readonly GeneratedCommand[] | null;
}

export const event = (e: DomainEvent): NewEvent => e;
export const MINUTE_MS = 60_000;

/**
 * What every part of the simulation shares: the seeded generator, the calendar, the day's task lists, the gym's
 * objects, and the commands waiting for their instant. The areas (`history-*.ts`) are functions of this context.
 */
export class HistoryContext {
  readonly firstDay: number;
  readonly lastDay: number;
  readonly until: number;
  readonly totalDays: number;
  readonly random: Random;
  /**
   * The back office's own generator: staff, tills, expenses, supplements and campaigns draw from it, so the members'
   * side of a seed's history is the same with or without them.
   */
  readonly office: Random;
  readonly members: Member[] = [];
  /** The same members by id. */
  readonly memberById = new Map<string, Member>();
  /** Members who may still come through the door (not left): the daily visit loop walks this list. */
  visitors: Member[] = [];
  readonly plans = new Map<PlanKey, Plan>();
  readonly trainers: Trainer[] = [];
  readonly memberSequence: VersionRef;
  readonly invoiceSequence: VersionRef;
  readonly staff: GymStaff;
  /** The day being simulated. */
  day = 0;
  private readonly tasks: (() => void)[][];
  private readonly dates: string[] = [];
  private pending: Pending[] = [];
  private seq = 0;
  private readonly tally = new HistoryTally();
  /** Followers by the event types they follow (most events, check-ins, have none). */
  private readonly followers = new Map<string, Follower[]>();
  /** The fingerprint reader at the door, once the back office has one. */
  door: DoorReader | null = null;
  /** The group classes members book and come to, once the back office runs them. */
  classes: ClassDesk | null = null;

  constructor(readonly options: HistoryOptions) {
    this.staff = options.staff ?? FICTIONAL_STAFF;
    // Adding to a log that has members already (--force): the same seed must not produce the same ids again.
    const taken = (options.memberNumbersTaken ?? 0) + (options.invoiceNumbersTaken ?? 0) * 7919;
    this.random = new Random(taken === 0 ? options.seed : (options.seed ^ Math.imul(taken, 0x9e3779b1)) >>> 0);
    this.office = new Random((options.seed ^ 0x0ff1ce00 ^ Math.imul(taken, 0x85ebca6b)) >>> 0);
    this.lastDay = dayNumber(options.today);
    this.totalDays = Math.max(1, Math.round(options.years * 365.25));
    this.firstDay = this.lastDay - this.totalDays + 1;
    this.until = options.until ?? instantAt(this.lastDay + 1, 0) - 1;
    this.memberSequence = { version: options.memberNumbersTaken ?? 0 };
    this.invoiceSequence = { version: options.invoiceNumbersTaken ?? 0 };
    this.tasks = Array.from({ length: this.totalDays }, () => []);
    for (let day = this.firstDay; day <= this.lastDay; day++) this.dates.push(dateOf(day));
  }

  // ---- time and commands ---------------------------------------------------------------------------------------

  date(day: number): string {
    return this.dates[day - this.firstDay] ?? dateOf(day);
  }

  schedule(day: number, task: () => void): void {
    // Whatever falls after the last day simply has not happened yet.
    if (day > this.lastDay) return;
    this.tasks[Math.max(day, this.day, this.firstDay) - this.firstDay]!.push(task);
  }

  command(at: number, actor: Staff | SystemActor, build: () => readonly Part[]): void {
    // Every pending command has the same shape (the hot loop stays monomorphic).
    this.pending.push({
      at,
      seq: this.seq++,
      actor,
      commandId: this.random.uuid(),
      build,
      files: undefined,
      templates: undefined,
    });
  }

  /**
   * A back-office command: its id drawn from the office's generator, or the idempotency key the app derives for it
   * (a reactor's, a job's, a reader's); with the files and fingerprint templates it stores beside the log.
   */
  officeCommand(
    at: number,
    actor: Staff | SystemActor,
    build: () => readonly Part[],
    extra: {
      readonly files?: readonly GeneratedFile[];
      readonly templates?: () => readonly GeneratedTemplate[];
      readonly commandId?: string;
    } = {},
  ): void {
    const commandId = extra.commandId ?? this.office.uuid();
    this.pending.push({ at, seq: this.seq++, actor, commandId, build, files: extra.files, templates: extra.templates });
  }

  /** A member's command under a key the app derives (a reader's punch); it draws an id all the same. */
  keyedCommand(at: number, actor: SystemActor, commandId: string, build: () => readonly Part[]): void {
    this.random.uuid();
    this.pending.push({ at, seq: this.seq++, actor, commandId, build, files: undefined, templates: undefined });
  }

  /** Adds a follower: it sees every command emitted from now on (after the tally). */
  addFollower(follower: Follower): void {
    for (const type of follower.eventTypes) this.followers.set(type, [...(this.followers.get(type) ?? []), follower]);
  }

  /**
   * A desk action for a member at `minute` of today, by the desk on duty unless said otherwise. A member's actions of
   * a day follow one another (no PT package sold in the morning to someone who registers in the evening), and a visit
   * that day comes after them. Returns the instant it got.
   */
  deskCommand(member: Member, minute: number, build: () => readonly Part[], actor?: Staff): number {
    let at = instantAt(this.day, minute);
    if (member.busyDay === this.day && at <= member.busyUntil) {
      at = Math.min(member.busyUntil + this.random.int(1, 10) * MINUTE_MS, instantAt(this.day + 1, 0) - MINUTE_MS);
    }
    member.busyUntil = member.busyDay === this.day ? Math.max(member.busyUntil, at) : at;
    member.busyDay = this.day;
    this.command(at, actor ?? deskOnDuty(this.day, (at - instantAt(this.day, 0)) / MINUTE_MS, this.staff.desk), build);
    return at;
  }

  /** Runs the tasks of `day` (tasks may schedule more for the same day; they run in this pass too). */
  runTasks(day: number): void {
    this.day = day;
    const tasks = this.tasks[day - this.firstDay]!;
    for (let i = 0; i < tasks.length; i++) tasks[i]!();
    this.tasks[day - this.firstDay] = [];
  }

  *emitBefore(limit: number): Generator<GeneratedCommand, void, undefined> {
    const byTime = (a: Pending, b: Pending) => a.at - b.at || a.seq - b.seq;
    this.pending.sort(byTime);
    let sorted = this.pending.length;
    let next = 0;
    for (;;) {
      if (this.pending.length !== sorted) {
        // A decision or a follower planned more (a campaign's texts, a reader's answers): keep the time order.
        this.pending = this.pending.slice(next).sort(byTime);
        sorted = this.pending.length;
        next = 0;
      }
      if (next >= this.pending.length || this.pending[next]!.at >= limit) break;
      const pending = this.pending[next++]!;
      if (pending.at > this.until) continue;
      const command = this.materialize(pending);
      // A decision that changes nothing appends nothing (as the app's command pipeline does).
      if (command.appends.length === 0) continue;
      this.tally.record(command);
      yield command;
      if (this.followers.size === 0) continue;
      let index = 0;
      for (const append of command.appends) {
        for (const event of append.events) {
          const followers = this.followers.get(event.type);
          const at = index++;
          if (!followers) continue;
          for (const follower of followers) {
            const more = follower.follow(command, event, at, append.streamId);
            if (!more) continue;
            for (const followed of more) {
              this.tally.record(followed);
              yield followed;
            }
          }
        }
      }
    }
    this.pending = this.pending.slice(next);
  }

  private materialize(pending: Pending): GeneratedCommand {
    const appends = [];
    for (const part of pending.build()) {
      if (part.events.length === 0) continue;
      const expectedVersion = part.ref.version;
      part.ref.version += part.events.length;
      appends.push({ streamId: part.streamId, expectedVersion, events: part.events });
    }
    const actor = pending.actor;
    const at = new Date(pending.at).toISOString();
    const files = pending.files || pending.templates ? sideData(pending) : null;
    if (!('id' in actor)) {
      const metadata = systemMetadata(actor, pending.commandId, at);
      return files
        ? { commandId: pending.commandId, metadata, appends, ...files }
        : { commandId: pending.commandId, metadata, appends };
    }
    const command: GeneratedCommand = {
      commandId: pending.commandId,
      metadata: {
        actorId: actor.id,
        actorName: actor.name,
        ...(actor.username ? { actorUsername: actor.username, actorRole: actor.role ?? null } : {}),
        correlationId: pending.commandId,
        causationId: null,
        commandId: pending.commandId,
        at,
      },
      appends,
    };
    return files ? { ...command, ...files } : command;
  }

  // ---- what members may do ---------------------------------------------------------------------------------------

  plan(key: PlanKey): Plan {
    const plan = this.plans.get(key)!;
    return plan.active ? plan : this.plans.get('monthly')!;
  }

  isLive(membership: Membership | null, day: number): membership is Membership {
    return membership !== null && membership.cancelledOn > day && membership.expiry >= day;
  }

  /** Whether the member may come in on `day`: the door rules of DESIGN section 6 over the memberships sold. */
  covers(member: Member, day: number): boolean {
    const current = member.current;
    if (current === null) return false;
    if (coversDay(current, day, current.expiry)) return true;
    const previous = member.previous;
    return previous !== null && coversDay(previous, day, current.start - 1);
  }

  /** Whether the back office is simulated (staff, payroll, expenses, tills, supplements, campaigns). */
  get backOffice(): boolean {
    return this.options.backOffice !== false;
  }

  /** The members as the app's read model has them after the commands emitted so far. */
  get readMembers(): ReadonlyMap<string, MemberStatus> {
    return this.tally.members;
  }

  /** PT packages sold per trainer from `from` to `to`, after the commands emitted so far. */
  ptSalesByTrainer(from: string, to: string): Map<string, number> {
    return this.tally.ptSalesByTrainer(from, to);
  }

  summary(): HistorySummary {
    return this.tally.summary(this.date(this.firstDay), this.date(this.lastDay));
  }
}

/** What a command stores beside the log: its files, and the fingerprint templates a reader uploaded with it. */
function sideData(pending: Pending): Pick<GeneratedCommand, 'files' | 'templates'> {
  const templates = pending.templates?.() ?? [];
  return {
    ...(pending.files?.length ? { files: pending.files } : {}),
    ...(templates.length ? { templates } : {}),
  };
}

/**
 * The metadata the app's command pipeline writes for a command nobody signed in issued (execute-command.ts): no
 * actor id, the reactor's or job's name, and what issued it; `causationId` names the event a reactor reacted to.
 */
export function systemMetadata(
  actor: SystemActor,
  commandId: string,
  at: string,
  cause: { readonly eventId: string; readonly correlationId: string } | null = null,
): GeneratedCommand['metadata'] {
  return {
    actorId: null,
    actorName: actor.name,
    correlationId: cause?.correlationId ?? commandId,
    causationId: cause?.eventId ?? null,
    commandId,
    at,
    actorUsername: null,
    actorRole: null,
    actorRoleName: null,
    command: actor.command,
    clientAddress: actor.clientAddress ?? null,
  };
}

/**
 * A reactor's answer to the event `causeEventId` of `cause`, appended right after it: keyed as the reactor keys its
 * commands (reactor-context.ts: reactor, causing event, step) and recorded as caused by that event.
 */
export function reactorAnswer(
  actor: SystemActor,
  reactor: { readonly name: string; readonly step: string },
  cause: GeneratedCommand,
  causeEventId: string,
  appends: readonly ExactAppend[],
): GeneratedCommand {
  const key = `reactor:${reactor.name}:${causeEventId}:${reactor.step}`;
  const metadata = systemMetadata(actor, key, cause.metadata.at, {
    eventId: causeEventId,
    correlationId: cause.metadata.correlationId,
  });
  return { follows: true, commandId: key, metadata, appends };
}
