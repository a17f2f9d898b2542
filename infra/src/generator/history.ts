import { INVOICE_NUMBER_SEQUENCE, invoiceStream } from '@gym/modules/finance/billing/invoice-events';
import { formatInvoiceNumber } from '@gym/modules/finance/billing/invoice-events';
import { MEMBER_NUMBER_BASE } from '@gym/modules/membership/members/member-events';
import type { PaymentMethod, RegistrationType } from '@gym/events/catalogue/common-schemas';
import type { DomainEvent } from '@gym/modules/catalogue';
import { checkInDayStream } from '@gym/modules/membership/check-ins/check-in-events';
import { MEMBER_NUMBER_SEQUENCE, memberStream } from '@gym/modules/membership/members/member-events';
import type { MemberProfile } from '@gym/modules/membership/members/member-events';
import { ptPackageStream, trainerStream } from '@gym/modules/membership/personal-training/pt-events';
import type { PtSource } from '@gym/modules/membership/personal-training/pt-events';
import { planStream } from '@gym/modules/membership/plans/plan-events';
import type { NewEvent } from '@gym/events/store/envelope';
import type { GeneratedCommand } from './generated-command.js';
import { dateOf, dayNumber, dayOfInstant, instantAt, monthOf } from './gym-calendar.js';
import { drawDeskMinute, drawHabitualMinute, drawVisitMinute, joinFactor, visitFactor } from './gym-rhythm.js';
import { coversDay, planEvent } from './history-model.js';
import type {
  Invoice,
  Member,
  Membership,
  Part,
  Payment,
  Pending,
  Plan,
  Trainer,
  VersionRef,
} from './history-model.js';
import { HistoryTally } from './history-tally.js';
import type { HistorySummary } from './history-tally.js';
import { drawMemberProfile, drawQatarPhone } from './member-profile.js';
import { drawPerson } from './names.js';
import { MONTHLY_PRICE_AFTER_RISE, PLAN_CATALOGUE, planDays, qar } from './plan-catalogue.js';
import type { PlanKey } from './plan-catalogue.js';
import { drawMembershipPayments, roundedPart } from './payment-plans.js';
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

/** Member numbers are the member-number sequence's version plus this (the app's rule: they start at 1001). */

// Calibrated so that 100,000 members over 3 years give the DESIGN's benchmark sizes: about 2.0M check-ins, 525k
// invoices, and about half of the members active on the last day (seed 1: 2,036,638 / 525,947 / 49.1%).

/** Sign-ups grow over the history: the last day draws (1 + GROWTH) times as many as the first. */
const GROWTH = 1.0;
/**
 * How often members come, in visits per week while their membership runs. Most members of a big gym come rarely
 * (the industry's "sleeping members"); a minority are the regulars the desk knows by name.
 */
const VISIT_TIERS: readonly (readonly [readonly [number, number], number])[] = [
  [[2, 5], 6],
  [[0.5, 1.5], 14],
  [[0.05, 0.4], 80],
];
/**
 * Chance to renew when a 30-day membership runs out, the first time and later (loyalty grows). A longer plan renews
 * with this chance to the power √(days / 30): fewer decisions, but each one weighs more.
 */
const RENEW_FIRST = 0.85;
const RENEW_LATER = 0.97;
/** Of those who do not renew, the share who come back months later. */
const COME_BACK = 0.12;
const CANCEL_CHANCE = 0.008;
const PT_FAN_SHARE = 0.12;

const event = (e: DomainEvent): NewEvent => e;
const MINUTE_MS = 60_000;

/**
 * The history of a gym in Doha, simulated day by day from the opening to `today`, as the commands the desk would have
 * issued, in time order. Per stream the order is chronological and the expected versions exact; the two sequences
 * (member numbers, invoice numbers) are handed out in the order of the commands' instants.
 *
 * Deterministic: one seeded generator is consumed in a fixed order, so a seed always yields the same events.
 */
export function* generateHistory(options: HistoryOptions): Generator<GeneratedCommand, HistorySummary, undefined> {
  const simulation = new Simulation(options);
  for (let day = simulation.firstDay; day <= simulation.lastDay; day++) {
    simulation.simulate(day);
    yield* simulation.emitBefore(Math.min(instantAt(day + 1, 0), simulation.until + 1));
  }
  return simulation.summary();
}

class Simulation {
  readonly firstDay: number;
  readonly lastDay: number;
  readonly until: number;
  private readonly random: Random;
  private readonly tasks: (() => void)[][];
  private readonly dates: string[] = [];
  private pending: Pending[] = [];
  private seq = 0;
  private readonly members: Member[] = [];
  /** Members who may still come through the door (not left): the daily visit loop walks this list. */
  private visitors: Member[] = [];
  private readonly plans = new Map<PlanKey, Plan>();
  private readonly trainers: Trainer[] = [];
  private readonly memberSequence: VersionRef;
  private readonly invoiceSequence: VersionRef;
  private readonly tally = new HistoryTally();
  private day = 0;

  private readonly staff: GymStaff;

  constructor(private readonly options: HistoryOptions) {
    this.staff = options.staff ?? FICTIONAL_STAFF;
    // Adding to a log that has members already (--force): the same seed must not produce the same ids again.
    const taken = (options.memberNumbersTaken ?? 0) + (options.invoiceNumbersTaken ?? 0) * 7919;
    this.random = new Random(taken === 0 ? options.seed : (options.seed ^ Math.imul(taken, 0x9e3779b1)) >>> 0);
    this.lastDay = dayNumber(options.today);
    const totalDays = Math.max(1, Math.round(options.years * 365.25));
    this.firstDay = this.lastDay - totalDays + 1;
    this.until = options.until ?? instantAt(this.lastDay + 1, 0) - 1;
    this.memberSequence = { version: options.memberNumbersTaken ?? 0 };
    this.invoiceSequence = { version: options.invoiceNumbersTaken ?? 0 };
    this.tasks = Array.from({ length: totalDays }, () => []);
    for (let day = this.firstDay; day <= this.lastDay; day++) this.dates.push(dateOf(day));

    this.schedule(this.firstDay, () => this.openGym());
    this.planStaffAndPlanChanges(totalDays);
    this.planJoins(totalDays);
  }

  // ---- time and commands ---------------------------------------------------------------------------------------

  private date(day: number): string {
    return this.dates[day - this.firstDay] ?? dateOf(day);
  }

  private schedule(day: number, task: () => void): void {
    // Whatever falls after the last day simply has not happened yet.
    if (day > this.lastDay) return;
    this.tasks[Math.max(day, this.day, this.firstDay) - this.firstDay]!.push(task);
  }

  private command(at: number, actor: Staff, build: () => readonly Part[]): void {
    this.pending.push({ at, seq: this.seq++, actor, commandId: this.random.uuid(), build });
  }

  /**
   * A desk action for a member at `minute` of today, by the desk on duty unless said otherwise. A member's actions of
   * a day follow one another (no PT package sold in the morning to someone who registers in the evening), and a visit
   * that day comes after them. Returns the instant it got.
   */
  private deskCommand(member: Member, minute: number, build: () => readonly Part[], actor?: Staff): number {
    let at = instantAt(this.day, minute);
    if (member.busyDay === this.day && at <= member.busyUntil) {
      at = Math.min(member.busyUntil + this.random.int(1, 10) * MINUTE_MS, instantAt(this.day + 1, 0) - MINUTE_MS);
    }
    member.busyUntil = member.busyDay === this.day ? Math.max(member.busyUntil, at) : at;
    member.busyDay = this.day;
    this.command(at, actor ?? deskOnDuty(this.day, (at - instantAt(this.day, 0)) / MINUTE_MS, this.staff.desk), build);
    return at;
  }

  simulate(day: number): void {
    this.day = day;
    const tasks = this.tasks[day - this.firstDay]!;
    // Tasks may schedule more tasks for the same day; they run in this pass too.
    for (let i = 0; i < tasks.length; i++) tasks[i]!();
    this.tasks[day - this.firstDay] = [];
    this.visits(day);
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

  // ---- the gym: plans, trainers ----------------------------------------------------------------------------------

  private openGym(): void {
    const keys = Object.keys(PLAN_CATALOGUE) as PlanKey[];
    keys.forEach((key, i) => {
      const plan: Plan = {
        key,
        id: this.random.uuid(),
        stream: { version: 0 },
        terms: PLAN_CATALOGUE[key],
        active: true,
      };
      this.plans.set(key, plan);
      this.command(instantAt(this.firstDay, 8 * 60 + i), this.staff.manager, () => [
        { streamId: planStream(plan.id), ref: plan.stream, events: [planEvent('MembershipPlanCreated', plan)] },
      ]);
    });
  }

  private planStaffAndPlanChanges(totalDays: number): void {
    const count = Math.min(20, Math.max(10, 10 + Math.floor(this.options.members / 10_000)));
    for (let i = 0; i < count; i++) {
      const person = drawPerson(this.random, ['Filipino', 'Indian', 'Egyptian', 'British', 'Lebanese', 'Kenyan']);
      const trainer: Trainer = {
        id: this.random.uuid(),
        name: `${person.firstName} ${person.lastName}`,
        stream: { version: 0 },
        weight: this.random.between(0.5, 2),
        rate: qar(this.random.int(20, 33) * 5),
        active: false,
      };
      this.trainers.push(trainer);
      const founding = i < Math.ceil(count * 0.7);
      const hireDay = founding
        ? this.firstDay
        : this.firstDay + this.random.int(30, Math.max(30, Math.floor(totalDays * 0.8)));
      const phone = drawQatarPhone(this.random);
      const email = this.random.chance(0.8)
        ? `${person.firstName}.${person.lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + '@gmail.com'
        : null;
      this.schedule(hireDay, () => {
        trainer.active = true;
        this.command(instantAt(hireDay, 8 * 60 + 15 + i), this.staff.manager, () => [
          {
            streamId: trainerStream(trainer.id),
            ref: trainer.stream,
            events: [
              event({ type: 'TrainerRegistered', data: { trainerId: trainer.id, name: trainer.name, phone, email } }),
            ],
          },
        ]);
      });
      if (i % 8 === 3) {
        // About one trainer in eight leaves: no more packages with them afterwards.
        const leaveDay = hireDay + this.random.int(120, Math.max(120, totalDays));
        this.schedule(leaveDay, () => {
          trainer.active = false;
          this.command(instantAt(leaveDay, 8 * 60 + 30), this.staff.manager, () => [
            {
              streamId: trainerStream(trainer.id),
              ref: trainer.stream,
              events: [event({ type: 'TrainerDeactivated', data: { trainerId: trainer.id } })],
            },
          ]);
        });
      }
    }

    // The Monthly price goes up a little past the middle of the history; the 10-day pass is dropped later on.
    const riseDay = this.firstDay + Math.floor(totalDays * 0.55);
    this.schedule(riseDay, () => {
      const plan = this.plans.get('monthly')!;
      plan.terms = { ...plan.terms, price: MONTHLY_PRICE_AFTER_RISE };
      this.command(instantAt(riseDay, 7 * 60 + 30), this.staff.manager, () => [
        { streamId: planStream(plan.id), ref: plan.stream, events: [planEvent('MembershipPlanChanged', plan)] },
      ]);
    });
    const dropDay = this.firstDay + Math.floor(totalDays * 0.7);
    this.schedule(dropDay, () => {
      const plan = this.plans.get('pass')!;
      plan.active = false;
      this.command(instantAt(dropDay, 7 * 60 + 40), this.staff.manager, () => [
        {
          streamId: planStream(plan.id),
          ref: plan.stream,
          events: [event({ type: 'MembershipPlanDeactivated', data: { planId: plan.id } })],
        },
      ]);
    });
  }

  // ---- members ---------------------------------------------------------------------------------------------------

  /** Join days of every member, in order, spread by growth and season (stratified, so they come out sorted). */
  private planJoins(totalDays: number): void {
    const cumulative: number[] = [];
    let total = 0;
    for (let i = 0; i < totalDays; i++) {
      total += (1 + (GROWTH * i) / totalDays) * joinFactor(this.firstDay + i);
      cumulative.push(total);
    }
    let dayIndex = 0;
    for (let n = 0; n < this.options.members; n++) {
      const target = ((n + this.random.next()) / this.options.members) * total;
      while (dayIndex < totalDays - 1 && cumulative[dayIndex]! < target) dayIndex++;
      const day = this.firstDay + dayIndex;
      this.schedule(day, () => this.join(day));
    }
  }

  private join(day: number): void {
    const { profile, age } = drawMemberProfile(this.random, day);
    const [low, high] = this.random.weighted(VISIT_TIERS);
    const member: Member = {
      id: this.random.uuid(),
      stream: { version: 0 },
      gender: profile.gender,
      age,
      joinDay: day,
      habitualMinute: drawHabitualMinute(this.random),
      visitChance: this.random.between(low, high) / 7,
      ptFan: this.random.chance(PT_FAN_SHARE),
      current: null,
      previous: null,
      renewals: 0,
      busyDay: -1,
      busyUntil: 0,
      left: false,
      archived: false,
    };
    this.members.push(member);
    this.visitors.push(member);

    // Nothing before the plans exist on the opening morning.
    const minute =
      day === this.firstDay ? Math.max(9 * 60, drawDeskMinute(this.random, day)) : drawDeskMinute(this.random, day);
    this.deskCommand(member, minute, () => this.registration(member, day, profile));
    this.sell(member, this.firstPlan(member), 'New Registration', minute + this.random.between(2, 6));
  }

  private registration(member: Member, day: number, profile: MemberProfile): Part[] {
    // The number is the sequence's next version, taken when the command's turn comes (time order).
    const memberNumber = MEMBER_NUMBER_BASE + this.memberSequence.version + 1;
    return [
      {
        streamId: memberStream(member.id),
        ref: member.stream,
        events: [
          event({
            type: 'MemberRegistered',
            data: { memberId: member.id, memberNumber, joinDate: this.date(day), ...profile },
          }),
        ],
      },
      {
        streamId: MEMBER_NUMBER_SEQUENCE,
        ref: this.memberSequence,
        events: [event({ type: 'MemberNumberAssigned', data: { memberNumber, memberId: member.id } })],
      },
    ];
  }

  private plan(key: PlanKey): Plan {
    const plan = this.plans.get(key)!;
    return plan.active ? plan : this.plans.get('monthly')!;
  }

  private firstPlan(member: Member): Plan {
    if (member.gender === 'female' && this.random.chance(0.3)) return this.plan('ladies');
    if (member.age <= 24 && this.random.chance(0.45)) return this.plan('student');
    return this.plan(
      this.random.weighted<PlanKey>([
        ['monthly', 56],
        ['quarterly', 15],
        ['half-year', 6],
        ['annual', 6],
        ['pass', this.plans.get('pass')!.active ? 12 : 0],
      ]),
    );
  }

  /** The plan of a renewal: mostly the same, sometimes longer or shorter; students graduate to Monthly. */
  private renewalPlan(member: Member, current: Plan): Plan {
    const age = member.age + Math.floor((this.day - member.joinDay) / 365);
    if (current.key === 'student' && age > 25) return this.plan('monthly');
    if (current.key === 'pass') return this.plan(this.random.chance(0.8) ? 'monthly' : 'quarterly');
    if (!this.random.chance(0.07)) return this.plan(current.key);
    switch (current.key) {
      case 'monthly':
      case 'ladies':
      case 'student':
        return this.plan(this.random.chance(0.7) ? 'quarterly' : 'annual');
      case 'quarterly':
        return this.plan(this.random.chance(0.5) ? 'half-year' : 'monthly');
      default:
        return this.plan(this.random.chance(0.5) ? 'quarterly' : current.key);
    }
  }

  // ---- memberships and invoices ------------------------------------------------------------------------------------

  private isLive(membership: Membership | null, day: number): membership is Membership {
    return membership !== null && membership.cancelledOn > day && membership.expiry >= day;
  }

  /** Whether the member may come in on `day`: the door rules of DESIGN section 6 over the memberships sold. */
  private covers(member: Member, day: number): boolean {
    const current = member.current;
    if (current === null) return false;
    if (coversDay(current, day, current.expiry)) return true;
    const previous = member.previous;
    return previous !== null && coversDay(previous, day, current.start - 1);
  }

  /**
   * A membership sale with its invoice, in one command (DESIGN section 6). Renewal starts the day after the current
   * expiry if that is still ahead, else on the day of the sale; an Update (plan change) starts on the day of the sale.
   */
  private sell(member: Member, plan: Plan, registrationType: RegistrationType, minute: number): void {
    const day = this.day;
    const current = member.current;
    const start = registrationType === 'Renewal' && this.isLive(current, day) ? current.expiry + 1 : day;
    const price = plan.terms.price;
    const joiningFee = registrationType === 'New Registration' ? plan.terms.joiningFee : 0;
    const invoice: Invoice = {
      id: this.random.uuid(),
      stream: { version: 0 },
      amount: price + joiningFee,
      payments: [],
      voided: false,
    };
    const membership: Membership = {
      id: this.random.uuid(),
      plan,
      start,
      expiry: start + planDays(plan.terms) - 1,
      freezeFrom: -1,
      freezeUntil: -1,
      cancelledOn: Infinity,
      graceUntil: -1,
      invoice,
    };
    member.previous = current;
    member.current = membership;
    if (registrationType !== 'New Registration') member.renewals++;

    const payments = drawMembershipPayments(this.random, invoice.amount);
    const atSale = payments.atSale > 0 ? this.payment(payments.atSale) : null;
    if (atSale) invoice.payments.push(atSale);
    const terms = plan.terms;
    const description = `${terms.name} membership (${registrationType})`;
    const dueDate = this.date(day + (payments.atSale === invoice.amount ? 0 : 7));
    this.deskCommand(member, minute, () => {
      const number = formatInvoiceNumber(this.invoiceSequence.version + 1);
      return [
        {
          streamId: memberStream(member.id),
          ref: member.stream,
          events: [
            event({
              type: 'MembershipSold',
              data: {
                memberId: member.id,
                membershipId: membership.id,
                planId: plan.id,
                planName: terms.name,
                registrationType,
                startDate: this.date(start),
                expiryDate: this.date(start + planDays(terms) - 1),
                price,
                joiningFee,
                invoiceId: invoice.id,
              },
            }),
          ],
        },
        this.invoiceIssued(invoice, number, member, day, dueDate, atSale, {
          type: 'membership',
          description,
          membershipPlanId: plan.id,
          registrationType,
          ptPackageId: null,
        }),
        this.invoiceNumber(invoice, number),
      ];
    });

    for (const later of payments.later) {
      this.schedule(day + later.afterDays, () => this.payLater(member, invoice, later.amount, later.notes));
    }
    if (payments.neverPaid && payments.atSale === 0 && this.random.chance(0.2)) {
      // An invoice nobody will pay is withdrawn by the manager after a while (it stops counting as owed).
      const voidDay = day + this.random.int(10, 40);
      this.schedule(voidDay, () => this.voidInvoice(member, invoice, 'Member never paid; invoice withdrawn.'));
    }
    this.planMembership(member, membership, day, payments.neverPaid);
  }

  private payment(amount: number): Payment {
    return {
      id: this.random.uuid(),
      amount,
      method: this.random.weighted<PaymentMethod>([
        ['cash', 55],
        ['card', 35],
        ['bank_transfer', 10],
      ]),
    };
  }

  private invoiceIssued(
    invoice: Invoice,
    number: string,
    member: Member,
    day: number,
    dueDate: string,
    atSale: Payment | null,
    kind: Pick<
      Extract<DomainEvent, { type: 'InvoiceIssued' }>['data'],
      'type' | 'description' | 'membershipPlanId' | 'registrationType' | 'ptPackageId'
    >,
  ): Part {
    const events: NewEvent[] = [
      event({
        type: 'InvoiceIssued',
        data: {
          invoiceId: invoice.id,
          number,
          memberId: member.id,
          ...kind,
          amount: invoice.amount,
          issueDate: this.date(day),
          dueDate,
        },
      }),
    ];
    if (atSale) {
      const notes = atSale.amount < invoice.amount ? 'Part payment' : null;
      events.push(this.paymentRecorded(invoice, member, atSale, day, notes));
    }
    return { streamId: invoiceStream(invoice.id), ref: invoice.stream, events };
  }

  private invoiceNumber(invoice: Invoice, number: string): Part {
    return {
      streamId: INVOICE_NUMBER_SEQUENCE,
      ref: this.invoiceSequence,
      events: [event({ type: 'InvoiceNumberAssigned', data: { number, invoiceId: invoice.id } })],
    };
  }

  private paymentRecorded(invoice: Invoice, member: Member, payment: Payment, day: number, notes: string | null) {
    return event({
      type: 'PaymentRecorded',
      data: {
        invoiceId: invoice.id,
        memberId: member.id,
        paymentId: payment.id,
        amount: payment.amount,
        method: payment.method,
        paymentDate: this.date(day),
        notes,
      },
    });
  }

  private payLater(member: Member, invoice: Invoice, amount: number, notes: string | null): void {
    if (invoice.voided || member.archived) return;
    const day = this.day;
    const payment = this.payment(amount);
    invoice.payments.push(payment);
    const minute = drawDeskMinute(this.random, day);
    this.deskCommand(member, minute, () => [
      {
        streamId: invoiceStream(invoice.id),
        ref: invoice.stream,
        events: [this.paymentRecorded(invoice, member, payment, day, notes)],
      },
    ]);
  }

  private voidInvoice(member: Member, invoice: Invoice, reason: string): void {
    if (invoice.voided || invoice.payments.length > 0) return;
    invoice.voided = true;
    const at = instantAt(this.day, drawDeskMinute(this.random, this.day));
    this.command(at, this.staff.manager, () => [
      {
        streamId: invoiceStream(invoice.id),
        ref: invoice.stream,
        events: [event({ type: 'InvoiceVoided', data: { invoiceId: invoice.id, memberId: member.id, reason } })],
      },
    ]);
  }

  /**
   * What happens to a membership from its sale on, decided at the sale: an upgrade, a cancellation, or a freeze and
   * then a renewal (early, on time, late, or months later) or the member leaving for good.
   */
  private planMembership(member: Member, membership: Membership, saleDay: number, unpaid: boolean): void {
    const days = membership.expiry - membership.start + 1;
    const key = membership.plan.key;
    const upgrade =
      (key === 'pass' && this.random.chance(0.3)) || (key === 'monthly' && days === 30 && this.random.chance(0.03));
    if (upgrade) {
      const day = membership.start + this.random.int(2, Math.min(8, days - 2));
      this.schedule(day, () => this.upgrade(member, membership));
      return;
    }
    if (days >= 20 && this.random.chance(CANCEL_CHANCE)) {
      const day = membership.start + this.random.int(3, days - 4);
      this.schedule(day, () => this.cancel(member, membership, saleDay));
      return;
    }

    let finalExpiry = membership.expiry;
    let lastPlanned = saleDay;
    if (days >= 30 && this.random.chance(days >= 180 ? 0.3 : days >= 90 ? 0.15 : 0.03)) {
      const from = membership.start + this.random.int(5, days - 12);
      const length = this.random.int(7, days >= 180 ? 60 : 30);
      const until = from + length - 1;
      const issueDay = from - this.random.int(1, 3);
      const early = this.random.chance(0.25) ? from + this.random.int(1, length - 1) : -1;
      this.schedule(issueDay, () => this.freeze(member, membership, from, until));
      lastPlanned = issueDay;
      if (early >= 0) {
        this.schedule(early, () => this.unfreeze(member, membership, until));
        lastPlanned = early;
      }
      finalExpiry += early >= 0 ? early - from : length;
    }

    if (this.random.chance(member.ptFan ? 0.3 : 0.012)) {
      const day = membership.start + this.random.int(0, Math.max(0, finalExpiry - membership.start - 7));
      this.schedule(day, () => this.sellPersonalTraining(member));
    }

    const renewChance =
      (member.renewals === 0 ? RENEW_FIRST : RENEW_LATER) ** Math.sqrt(Math.max(1, days / 30)) *
      (member.visitChance > 0.25 ? 1.03 : member.visitChance < 0.06 ? 0.97 : 1) *
      (unpaid ? 0.5 : 1);
    if (key !== 'pass' ? this.random.chance(Math.min(0.97, renewChance)) : this.random.chance(0.25)) {
      const offset = this.random.weighted<readonly [number, number]>([
        [[-7, -1], 35],
        [[0, 0], 15],
        [[1, 7], 30],
        [[8, 45], 20],
      ]);
      const day = Math.max(finalExpiry + this.random.int(offset[0], offset[1]), lastPlanned + 1, saleDay + 1);
      if (day > finalExpiry + 1) membership.graceUntil = day - 1;
      this.schedule(day, () => this.renew(member, membership));
    } else if (this.random.chance(COME_BACK)) {
      const day = finalExpiry + this.random.int(60, 300);
      this.schedule(day, () => this.renew(member, membership));
    } else {
      this.schedule(finalExpiry + this.random.int(20, 40), () => this.leave(member, 0.03));
    }
  }

  private renew(member: Member, membership: Membership): void {
    if (member.current !== membership || member.archived) return;
    const minute = drawDeskMinute(this.random, this.day);
    this.sell(member, this.renewalPlan(member, membership.plan), 'Renewal', minute);
  }

  private upgrade(member: Member, membership: Membership): void {
    if (member.current !== membership || !this.covers(member, this.day)) return;
    const target =
      membership.plan.key === 'pass'
        ? this.plan(this.random.chance(0.7) ? 'monthly' : 'quarterly')
        : this.plan(this.random.chance(0.6) ? 'quarterly' : 'annual');
    this.sell(member, target, 'Update', drawDeskMinute(this.random, this.day));
  }

  private freeze(member: Member, membership: Membership, from: number, until: number): void {
    if (member.current !== membership || !this.isLive(membership, this.day)) return;
    const days = until - from + 1;
    membership.freezeFrom = from;
    membership.freezeUntil = until;
    membership.expiry += days;
    const expiryDate = this.date(membership.expiry);
    const month = monthOf(from);
    const reason = this.random.weighted([
      // Expatriates fly home for the hot months.
      ['Summer leave', month >= 6 && month <= 9 ? 45 : 0],
      ['Travelling', 30],
      ['Injury', 25],
      ['Medical', 15],
      ['Work schedule', 10],
      ['Family matters', 5],
    ] as const);
    const minute = drawDeskMinute(this.random, this.day);
    this.deskCommand(member, minute, () => [
      {
        streamId: memberStream(member.id),
        ref: member.stream,
        events: [
          event({
            type: 'MembershipFrozen',
            data: {
              memberId: member.id,
              membershipId: membership.id,
              from: this.date(from),
              until: this.date(until),
              days,
              reason,
              expiryDate,
            },
          }),
        ],
      },
    ]);
  }

  /** Back early: the days from today to the planned end come off the expiry again. */
  private unfreeze(member: Member, membership: Membership, until: number): void {
    if (member.current !== membership || membership.freezeUntil !== until) return;
    const on = this.day;
    membership.expiry -= until - on + 1;
    membership.freezeUntil = on - 1;
    const expiryDate = this.date(membership.expiry);
    const minute = drawDeskMinute(this.random, on);
    this.deskCommand(member, minute, () => [
      {
        streamId: memberStream(member.id),
        ref: member.stream,
        events: [
          event({
            type: 'MembershipUnfrozen',
            data: { memberId: member.id, membershipId: membership.id, on: this.date(on), expiryDate },
          }),
        ],
      },
    ]);
  }

  /**
   * A cancellation. Soon after the sale it is a cooling-off case: every payment is refunded and the invoice voided
   * (the app counts a refunded amount as owed again until the invoice is voided).
   */
  private cancel(member: Member, membership: Membership, saleDay: number): void {
    if (member.current !== membership || !this.isLive(membership, this.day)) return;
    const day = this.day;
    membership.cancelledOn = day;
    const coolingOff = day - saleDay <= 10;
    const reason = coolingOff
      ? 'Changed their mind (cooling-off period)'
      : this.random.pick(['Leaving Qatar', 'Medical reasons', 'Moved too far away', 'Not satisfied']);
    let at = this.deskCommand(
      member,
      drawDeskMinute(this.random, day),
      () => [
        {
          streamId: memberStream(member.id),
          ref: member.stream,
          events: [
            event({
              type: 'MembershipCancelled',
              data: { memberId: member.id, membershipId: membership.id, on: this.date(day), reason },
            }),
          ],
        },
      ],
      this.staff.manager,
    );
    const invoice = membership.invoice;
    if (coolingOff && !invoice.voided) {
      for (const payment of invoice.payments) {
        at += this.random.int(1, 3) * MINUTE_MS;
        const refundId = this.random.uuid();
        this.command(at, this.staff.manager, () => [
          {
            streamId: invoiceStream(invoice.id),
            ref: invoice.stream,
            events: [
              event({
                type: 'PaymentRefunded',
                data: {
                  invoiceId: invoice.id,
                  memberId: member.id,
                  refundId,
                  paymentId: payment.id,
                  amount: payment.amount,
                  method: payment.method,
                  refundDate: this.date(day),
                  reason: 'Membership cancelled in the cooling-off period',
                },
              }),
            ],
          },
        ]);
      }
      invoice.payments.length = 0;
      at += MINUTE_MS;
      invoice.voided = true;
      this.command(at, this.staff.manager, () => [
        {
          streamId: invoiceStream(invoice.id),
          ref: invoice.stream,
          events: [
            event({
              type: 'InvoiceVoided',
              data: { invoiceId: invoice.id, memberId: member.id, reason: 'Refunded in full: membership cancelled' },
            }),
          ],
        },
      ]);
    }
    this.schedule(day + this.random.int(1, 30), () => this.leave(member, 0.25));
  }

  private leave(member: Member, archiveChance: number): void {
    if (member.left) return;
    member.left = true;
    if (!this.random.chance(archiveChance)) return;
    const day = this.day + this.random.int(30, 200);
    this.schedule(day, () => {
      member.archived = true;
      const reason = this.random.pick(['Left Qatar', 'Duplicate record', 'Asked to be removed', 'Inactive for long']);
      this.command(instantAt(this.day, drawDeskMinute(this.random, this.day)), this.staff.manager, () => [
        {
          streamId: memberStream(member.id),
          ref: member.stream,
          events: [event({ type: 'MemberArchived', data: { memberId: member.id, reason } })],
        },
      ]);
    });
  }

  // ---- personal training -------------------------------------------------------------------------------------------

  /**
   * A PT package. What is paid at the sale is billed by a paid PT invoice in the same command; the rest is the
   * package's balance, due in two weeks, which some settle later with another paid invoice (the spec's PT due payment).
   */
  private sellPersonalTraining(member: Member): void {
    const day = this.day;
    if (!this.covers(member, day)) return;
    const trainers = this.trainers.filter((t) => t.active);
    if (trainers.length === 0) return;
    const trainer = this.random.weighted(trainers.map((t) => [t, t.weight] as const));
    const sessions = this.random.weighted([
      [8, 40],
      [12, 40],
      [24, 20],
    ] as const);
    const amount = Math.min(qar(4000), Math.max(qar(800), Math.round((sessions * trainer.rate) / qar(50)) * qar(50)));
    const source: PtSource = this.random.chance(0.6) ? 'self' : 'counter';
    const packageId = this.random.uuid();
    const packageStream = { version: 0 };
    const r = this.random.next();
    const paid = r < 0.65 ? amount : r < 0.95 ? roundedPart(this.random, amount, 0.4, 0.6) : 0;
    const invoice = paid > 0 ? this.paidInvoice(paid) : null;
    if (paid < amount && this.random.chance(0.6)) {
      this.schedule(day + this.random.int(7, 42), () =>
        this.settlePersonalTraining(
          member,
          packageId,
          packageStream,
          amount,
          paid,
          `${sessions} sessions with ${trainer.name}`,
        ),
      );
    }
    const minute = drawDeskMinute(this.random, day);
    const dueDate = this.date(day + (paid === amount ? 0 : 14));
    this.deskCommand(member, minute, () => {
      const parts: Part[] = [
        {
          streamId: ptPackageStream(packageId),
          ref: packageStream,
          events: [
            event({
              type: 'PtPackageSold',
              data: {
                packageId,
                memberId: member.id,
                trainerId: trainer.id,
                trainerName: trainer.name,
                sessions,
                amount,
                paidAmount: paid,
                dueDate,
                source,
                saleDate: this.date(day),
                invoiceId: invoice?.id ?? null,
              },
            }),
          ],
        },
      ];
      if (invoice) {
        const number = formatInvoiceNumber(this.invoiceSequence.version + 1);
        parts.push(
          this.invoiceIssued(invoice, number, member, day, this.date(day), invoice.payments[0]!, {
            type: 'PT',
            description: `Personal training: ${sessions} sessions with ${trainer.name}`,
            membershipPlanId: null,
            registrationType: null,
            ptPackageId: packageId,
          }),
          this.invoiceNumber(invoice, number),
        );
      }
      return parts;
    });
  }

  private paidInvoice(amount: number): Invoice {
    return { id: this.random.uuid(), stream: { version: 0 }, amount, payments: [this.payment(amount)], voided: false };
  }

  /** The PT balance paid off: a paid invoice for it, and the package marked settled, in one command. */
  private settlePersonalTraining(
    member: Member,
    packageId: string,
    packageStream: VersionRef,
    amount: number,
    paid: number,
    what: string,
  ): void {
    if (member.archived) return;
    const day = this.day;
    const invoice = this.paidInvoice(amount - paid);
    const minute = drawDeskMinute(this.random, day);
    this.deskCommand(member, minute, () => {
      const number = formatInvoiceNumber(this.invoiceSequence.version + 1);
      return [
        {
          streamId: ptPackageStream(packageId),
          ref: packageStream,
          events: [
            event({
              type: 'PtPackageSettled',
              data: { packageId, invoiceId: invoice.id, paidAmount: amount, dueAmount: 0 },
            }),
          ],
        },
        this.invoiceIssued(invoice, number, member, day, this.date(day), invoice.payments[0]!, {
          type: 'PT',
          description: `Personal training balance: ${what}`,
          membershipPlanId: null,
          registrationType: null,
          ptPackageId: packageId,
        }),
        this.invoiceNumber(invoice, number),
      ];
    });
  }

  // ---- the door ------------------------------------------------------------------------------------------------------

  private visits(day: number): void {
    const factor = visitFactor(day);
    let kept = 0;
    for (const member of this.visitors) {
      if (member.left) continue;
      this.visitors[kept++] = member;
      if (this.covers(member, day)) {
        if (this.random.chance(member.visitChance * factor)) this.visit(member, day, null);
        continue;
      }
      const current = member.current;
      // Lapsed and coming back soon: some turn up anyway; the desk lets about half of them in with an override.
      if (current && current.graceUntil >= day && current.expiry < day && current.cancelledOn > day) {
        if (this.random.chance(member.visitChance * factor * 0.25) && this.random.chance(0.5)) {
          this.visit(member, day, `The membership expired on ${this.date(current.expiry)}.`);
        }
      }
    }
    this.visitors.length = kept;
  }

  private visit(member: Member, day: number, refusal: string | null): void {
    let at = instantAt(day, drawVisitMinute(this.random, day, member.habitualMinute));
    if (member.busyDay === day && at < member.busyUntil + 5 * MINUTE_MS) {
      // Renewed (or paid, or unfroze) at the desk first, then went in.
      at = member.busyUntil + this.random.int(5, 30) * MINUTE_MS;
      if (dayOfInstant(at) !== day) return;
    }
    const minute = (at - instantAt(day, 0)) / MINUTE_MS;
    const desk = deskOnDuty(day, minute, this.staff.desk);
    const checkInId = this.random.uuid();
    const streamId = checkInDayStream(member.id, this.date(day));
    const stream = { version: 0 };
    const override = refusal === null ? null : { byUserId: desk.userId, byName: desk.name, refusal };
    this.command(at, desk, () => [
      {
        streamId,
        ref: stream,
        events: [
          event({
            type: 'MemberCheckedIn',
            data: {
              checkInId,
              memberId: member.id,
              at: new Date(at).toISOString(),
              day: this.date(day),
              classId: null,
              override,
            },
          }),
        ],
      },
    ]);
    if (this.random.chance(0.6)) {
      const out = at + this.random.int(45, 120) * MINUTE_MS;
      this.command(out, deskOnDuty(day, minute + (out - at) / MINUTE_MS, this.staff.desk), () => [
        {
          streamId,
          ref: stream,
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

  // ---- the end -------------------------------------------------------------------------------------------------------

  summary(): HistorySummary {
    return this.tally.summary(this.date(this.firstDay), this.date(this.lastDay));
  }
}
