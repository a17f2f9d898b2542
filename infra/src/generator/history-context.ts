import type { DomainEvent } from '@gym/modules/catalogue';
import type { NewEvent } from '@gym/events/store/envelope';
import type { GeneratedCommand } from './generated-command.js';
import { dateOf, dayNumber, instantAt } from './gym-calendar.js';
import { coversDay } from './history-model.js';
import type { Member, Membership, Part, Pending, Plan, Trainer, VersionRef } from './history-model.js';
import { HistoryTally } from './history-tally.js';
import type { HistorySummary } from './history-tally.js';
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
  readonly members: Member[] = [];
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

  constructor(readonly options: HistoryOptions) {
    this.staff = options.staff ?? FICTIONAL_STAFF;
    // Adding to a log that has members already (--force): the same seed must not produce the same ids again.
    const taken = (options.memberNumbersTaken ?? 0) + (options.invoiceNumbersTaken ?? 0) * 7919;
    this.random = new Random(taken === 0 ? options.seed : (options.seed ^ Math.imul(taken, 0x9e3779b1)) >>> 0);
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

  command(at: number, actor: Staff, build: () => readonly Part[]): void {
    this.pending.push({ at, seq: this.seq++, actor, commandId: this.random.uuid(), build });
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
    this.pending.sort((a, b) => a.at - b.at || a.seq - b.seq);
    let cut = 0;
    while (cut < this.pending.length && this.pending[cut]!.at < limit) cut++;
    const due = this.pending.slice(0, cut);
    this.pending = this.pending.slice(cut);
    for (const pending of due) {
      if (pending.at > this.until) continue;
      const command = this.materialize(pending);
      this.tally.record(command);
      yield command;
    }
  }

  private materialize(pending: Pending): GeneratedCommand {
    const appends = pending.build().map((part) => {
      const expectedVersion = part.ref.version;
      part.ref.version += part.events.length;
      return { streamId: part.streamId, expectedVersion, events: part.events };
    });
    return {
      commandId: pending.commandId,
      metadata: {
        actorId: pending.actor.id,
        actorName: pending.actor.name,
        ...(pending.actor.username
          ? { actorUsername: pending.actor.username, actorRole: pending.actor.role ?? null }
          : {}),
        correlationId: pending.commandId,
        causationId: null,
        commandId: pending.commandId,
        at: new Date(pending.at).toISOString(),
      },
      appends,
    };
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

  summary(): HistorySummary {
    return this.tally.summary(this.date(this.firstDay), this.date(this.lastDay));
  }
}
