import type { EventMetadata, NewEvent } from '@gym/events/store/envelope';
import type { StreamAppend } from '@gym/events/store/event-store';

export const CHECK_IN_RECORDED = 'CheckInRecorded';
export const PAYMENT_RECORDED = 'PaymentRecorded';
export const MEMBERSHIP_EXTENDED = 'MembershipExtended';

/** What the app sends to the store for one command (DESIGN section 3): its events, expected version and key. */
export interface GymCommand {
  readonly appends: readonly StreamAppend[];
  readonly idempotencyKey: string;
  readonly metadata: EventMetadata;
}

interface Member {
  readonly id: string;
  readonly number: string;
  readonly name: string;
  readonly clubId: string;
  readonly membershipId: string;
  readonly plan: Plan;
  /** Stream version as this writer last left it: the exact expected version of its next command. */
  version: number;
  paidUntil: Date;
}

interface Plan {
  readonly name: string;
  readonly priceCents: number;
}

const PLANS: readonly Plan[] = [
  { name: 'Monthly Unlimited', priceCents: 4900 },
  { name: 'Off-Peak', priceCents: 2900 },
  { name: 'Student', priceCents: 2400 },
  { name: 'Premium + Classes', priceCents: 7900 },
];
const FIRST_NAMES = ['Alex', 'Maria', 'Sam', 'Priya', 'Jonas', 'Lea', 'Omar', 'Chen', 'Fatima', 'Lucas'];
const LAST_NAMES = ['Johnson', 'García', 'Müller', 'Nakamura', 'Okafor', 'Rossi', 'Novak', 'Dubois', 'Silva'];
const CLUBS = ['club-city-centre', 'club-riverside', 'club-north'];
const STAFF = [
  { id: '8d0c1f7e-2a4b-4c1d-9e3f-5a6b7c8d9e01', name: 'Front Desk (Anna)' },
  { id: '8d0c1f7e-2a4b-4c1d-9e3f-5a6b7c8d9e02', name: 'Front Desk (Ben)' },
  { id: '8d0c1f7e-2a4b-4c1d-9e3f-5a6b7c8d9e03', name: 'Manager (Carla)' },
];
/** Share of actions that are payments (2 events); the rest are check-ins (1 event). */
const PAYMENT_SHARE = 0.3;

/**
 * One writer's simulated gym traffic: check-ins (1 event) and membership payments (payment + extension, 2 events) of
 * its own members, each on the member's stream. Deterministic for a seed, so the raw ceiling can insert exactly the
 * rows the adapter appended. Writers get disjoint members, as two desks rarely touch the same member at once.
 */
export class GymActivity {
  private readonly random: () => number;
  private readonly members: Member[];
  private readonly stepMs: number;
  private clock: number;

  constructor(options: { seed: number; members: number; start: Date; stepMs: number }) {
    this.random = mulberry32(options.seed);
    this.clock = options.start.getTime();
    this.stepMs = options.stepMs;
    this.members = Array.from({ length: options.members }, (_, n) => this.newMember(n));
  }

  /** One command as the app appends it: one member stream, its exact version, an idempotency key. */
  nextCommand(): GymCommand {
    const { member, events } = this.nextAction();
    const appends = [{ streamId: `member-${member.id}`, expectedVersion: member.version, events }];
    member.version += events.length;
    return this.command(appends);
  }

  /**
   * Exactly `eventCount` events of many actions in one command, grouped by member stream, for generating a large log
   * fast. Each stream appears once, at the version it had before the command.
   */
  nextBulkCommand(eventCount: number): GymCommand {
    const byMember = new Map<Member, { expectedVersion: number; events: NewEvent[] }>();
    let count = 0;
    while (count < eventCount) {
      const { member, events } = this.nextAction(eventCount - count);
      let entry = byMember.get(member);
      if (!entry) byMember.set(member, (entry = { expectedVersion: member.version, events: [] }));
      entry.events.push(...events);
      member.version += events.length;
      count += events.length;
    }
    const appends = [...byMember].map(([member, entry]) => ({ streamId: `member-${member.id}`, ...entry }));
    return this.command(appends);
  }

  private command(appends: StreamAppend[]): GymCommand {
    const key = this.uuid();
    const staff = STAFF[Math.floor(this.random() * STAFF.length)]!;
    const metadata: EventMetadata = {
      actorId: staff.id,
      actorName: staff.name,
      correlationId: this.uuid(),
      causationId: null,
      commandId: key,
      at: new Date(this.clock).toISOString(),
    };
    return { appends, idempotencyKey: key, metadata };
  }

  /** A check-in or a payment of a random member; only a check-in when `maxEvents` is 1, so bulk sizes are exact. */
  private nextAction(maxEvents = 2): { member: Member; events: NewEvent[] } {
    this.clock += this.stepMs;
    const at = new Date(this.clock);
    const member = this.members[Math.floor(this.random() * this.members.length)]!;
    if (this.random() >= PAYMENT_SHARE || maxEvents < 2) {
      const checkIn = {
        checkInId: this.uuid(),
        memberId: member.id,
        memberNumber: member.number,
        memberName: member.name,
        clubId: member.clubId,
        gate: this.random() < 0.8 ? 'turnstile-1' : 'front-desk',
        method: this.random() < 0.7 ? 'card' : 'app-qr',
        plan: member.plan.name,
        checkedInAt: at.toISOString(),
      };
      return { member, events: [{ type: CHECK_IN_RECORDED, data: checkIn }] };
    }
    const paymentId = this.uuid();
    const from = member.paidUntil > at ? member.paidUntil : at;
    member.paidUntil = new Date(from.getTime() + 30 * 86_400_000);
    const payment = {
      paymentId,
      memberId: member.id,
      invoiceId: this.uuid(),
      invoiceNumber: `INV-${at.getUTCFullYear()}-${String(Math.floor(this.random() * 1e6)).padStart(6, '0')}`,
      amountCents: member.plan.priceCents,
      currency: 'EUR',
      method: this.random() < 0.6 ? 'card' : 'sepa-direct-debit',
      clubId: member.clubId,
      paidAt: at.toISOString(),
    };
    const extension = {
      memberId: member.id,
      membershipId: member.membershipId,
      plan: member.plan.name,
      paidUntil: member.paidUntil.toISOString().slice(0, 10),
      paymentId,
    };
    return {
      member,
      events: [
        { type: PAYMENT_RECORDED, data: payment },
        { type: MEMBERSHIP_EXTENDED, data: extension },
      ],
    };
  }

  private newMember(n: number): Member {
    const pick = <T>(items: readonly T[]) => items[Math.floor(this.random() * items.length)]!;
    return {
      id: this.uuid(),
      number: `M-${String(n + 1).padStart(6, '0')}`,
      name: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
      clubId: pick(CLUBS),
      membershipId: this.uuid(),
      plan: pick(PLANS),
      version: 0,
      paidUntil: new Date(this.clock),
    };
  }

  /** A version-4-shaped uuid from the seeded generator (random ones would make runs differ). */
  private uuid(): string {
    const hex = Array.from({ length: 4 }, () =>
      Math.floor(this.random() * 2 ** 32)
        .toString(16)
        .padStart(8, '0'),
    );
    const all = hex.join('');
    const variant = ((parseInt(all[16]!, 16) & 0x3) | 0x8).toString(16);
    return `${all.slice(0, 8)}-${all.slice(8, 12)}-4${all.slice(13, 16)}-${variant}${all.slice(17, 20)}-${all.slice(20)}`;
  }
}

/** Small, fast seeded PRNG (public domain); quality is ample for picking members. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
