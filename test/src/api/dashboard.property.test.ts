import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, addMonths, dayOf, monthStart } from '@gym/events/calendar/local-date';
import { migrate } from '@gym/events/db/migrate';
import { eventStoreMigrations } from '@gym/events/postgres/event-store-migrations';
import { trainerStream } from '@gym/modules/membership/personal-training/pt-events';
import { LOG_START } from '@gym/events/store/envelope';
import type { RecordedEvent } from '@gym/events/store/envelope';
import { createPlan, freshProjectedLog, plainProfile } from '../support/desk-commands.js';
import { DeskHistory, memberCommandsOf } from '../support/desk-history.js';
import { createTestDatabase } from '@gym/events/testing/test-database';
import type { TestDatabase } from '@gym/events/testing/test-database';
import { readDashboard } from '@gym/modules/insight/dashboard/dashboard-queries';
import { projectionMigrations } from '@gym/kernel/projection/service-contract/service-migrations';
import { checkInMember } from '@gym/modules/membership/check-ins/check-in-commands';
import { DomainError } from '@gym/kernel/commands/domain-error';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { streamCommand } from '@gym/kernel/commands/stream-command';
import { catalogue } from '@gym/modules/catalogue';
import { runMemberCommands } from '@gym/modules/membership/members/member-commands';
import { payPtBalance, sellPtPackage } from '@gym/modules/membership/personal-training/pt-commands';
import { trainerDecider } from '@gym/modules/membership/personal-training/pt-decider';

const silent = pino({ level: 'silent' });
const ZONE = 'Asia/Qatar';
const PLANS = [
  { planId: 'monthly', price: 35000, joiningFee: 10000, duration: 1, durationUnit: 'months' as const },
  { planId: 'ten-days', price: 9000, joiningFee: 0, duration: 10, durationUnit: 'days' as const },
];
const TRAINERS = ['sami', 'lina', 'omar'];

const step = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('register' as const),
      female: fc.boolean(),
      nationality: fc.constantFrom('Qatari', 'Indian', 'Egyptian', null),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('sell' as const),
      member: fc.nat(),
      plan: fc.nat(1),
      type: fc.constantFrom('New Registration', 'Renewal', 'Update'),
      paid: fc.boolean(),
      dueIn: fc.nat(10),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      invoice: fc.nat(),
      amount: fc.integer({ min: 1, max: 50000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      invoice: fc.nat(),
      amount: fc.integer({ min: 1, max: 20000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('void' as const), invoice: fc.nat() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('checkIn' as const),
      member: fc.nat(),
      minutes: fc.nat(600),
      override: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('freeze' as const),
      member: fc.nat(),
      start: fc.nat(3),
      days: fc.integer({ min: 1, max: 15 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unfreeze' as const), member: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), member: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('status' as const),
      member: fc.nat(),
      status: fc.constantFrom('active', 'suspended', 'frozen'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('archive' as const), member: fc.nat(), restore: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('gender' as const), member: fc.nat(), female: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('ptSale' as const),
      member: fc.nat(),
      trainer: fc.nat(2),
      amount: fc.integer({ min: 10000, max: 400000 }),
      paidPart: fc.nat(100),
      self: fc.boolean(),
      dueIn: fc.nat(20),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('ptPay' as const),
      pkg: fc.nat(),
      part: fc.integer({ min: 1, max: 100 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 20 }) }) },
);

interface Counts {
  active: number;
  expired: number;
}

/** The dashboard written the plain way: fold every event, then look at each member, invoice and package for `today`. */
function foldDashboard(log: readonly RecordedEvent[], today: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the reference reads raw JSON on purpose
  const events = log as readonly { type: string; data: Record<string, any> }[];
  const members = new Map<
    string,
    {
      gender: string;
      archived: boolean;
      plan: string | null;
      expiry: string | null;
      cancelled: boolean;
      manual: boolean;
      /** "frozen" set by hand: frozen every day until changed, so never expired (the spec's display rules). */
      handFrozen: boolean;
      from: string | null;
      until: string | null;
    }
  >();
  const invoices = new Map<
    string,
    { member: string; amount: number; paid: number; refunded: number; voided: boolean }
  >();
  const packages = new Map<string, { member: string; owed: number }>();
  const thisMonth = monthStart(today);
  const lastMonth = addMonths(thisMonth, -1);
  const nextMonth = addMonths(thisMonth, 1);
  let checkInsToday = 0;
  let collectedThisMonth = 0;
  let collectedLastMonth = 0;
  let totalPt = 0;
  let monthlyPt = 0;
  const trainers = new Map<string, { self: number; counter: number }>();
  const collect = (day: string, amount: number) => {
    if (day >= thisMonth && day < nextMonth) collectedThisMonth += amount;
    else if (day >= lastMonth && day < thisMonth) collectedLastMonth += amount;
  };
  for (const { type, data: d } of events) {
    const m = members.get(d.memberId);
    switch (type) {
      case 'MemberRegistered':
        members.set(d.memberId, {
          gender: d.gender,
          archived: false,
          plan: null,
          expiry: null,
          cancelled: false,
          manual: false,
          handFrozen: false,
          from: null,
          until: null,
        });
        break;
      case 'MemberProfileChanged':
        m!.gender = d.gender;
        break;
      case 'MemberArchived':
        m!.archived = true;
        break;
      case 'MemberRestored':
        m!.archived = false;
        break;
      case 'MemberStatusChanged':
        m!.manual = d.status !== 'active';
        m!.handFrozen = d.status === 'frozen';
        break;
      case 'MembershipSold':
        Object.assign(m!, {
          plan: d.planId,
          expiry: d.expiryDate,
          cancelled: false,
          manual: false,
          handFrozen: false,
          from: null,
          until: null,
        });
        break;
      case 'MembershipFrozen':
        Object.assign(m!, { from: d.from, until: d.until, expiry: d.expiryDate });
        break;
      case 'MembershipUnfrozen':
        if (d.on <= m!.from!) Object.assign(m!, { from: null, until: null });
        else m!.until = addDays(d.on, -1);
        m!.expiry = d.expiryDate;
        break;
      case 'MembershipCancelled':
        m!.cancelled = true;
        break;
      case 'MemberCheckedIn':
        if (d.day === today) checkInsToday++;
        break;
      case 'InvoiceIssued':
        invoices.set(d.invoiceId, { member: d.memberId, amount: d.amount, paid: 0, refunded: 0, voided: false });
        break;
      case 'PaymentRecorded':
        invoices.get(d.invoiceId)!.paid += d.amount;
        collect(d.paymentDate, d.amount);
        break;
      case 'PaymentRefunded':
        invoices.get(d.invoiceId)!.refunded += d.amount;
        collect(d.refundDate, -d.amount);
        break;
      case 'InvoiceVoided':
        invoices.get(d.invoiceId)!.voided = true;
        break;
      case 'PtPackageSold': {
        packages.set(d.packageId, { member: d.memberId, owed: d.amount - d.paidAmount });
        totalPt += d.amount;
        if (monthStart(d.saleDate) === thisMonth) {
          monthlyPt += d.amount;
          const t = trainers.get(d.trainerId) ?? { self: 0, counter: 0 };
          if (d.source === 'self') t.self += d.amount;
          else t.counter += d.amount;
          trainers.set(d.trainerId, t);
        }
        break;
      }
      case 'PtPackageSettled':
        packages.get(d.packageId)!.owed = d.dueAmount;
        break;
    }
  }
  const byGender: Record<string, Counts> = { male: { active: 0, expired: 0 }, female: { active: 0, expired: 0 } };
  const byPlan = new Map<string, Counts>();
  let totalMembers = 0;
  for (const m of members.values()) {
    if (m.archived) continue;
    totalMembers++;
    if (!m.expiry || !m.plan) continue;
    const frozen = m.handFrozen || (m.from !== null && m.from <= today && today <= m.until!);
    const active = !m.cancelled && !m.manual && m.expiry >= today && !frozen ? 1 : 0;
    const expired = m.expiry < today && !frozen ? 1 : 0;
    byGender[m.gender]!.active += active;
    byGender[m.gender]!.expired += expired;
    const plan = byPlan.get(m.plan) ?? { active: 0, expired: 0 };
    byPlan.set(m.plan, { active: plan.active + active, expired: plan.expired + expired });
  }
  // "Owes" (issue 10, item 9): a member not archived with money outstanding on invoices or PT balances, any due date.
  const owedBy = new Map<string, number>();
  for (const i of invoices.values()) {
    if (!i.voided) owedBy.set(i.member, (owedBy.get(i.member) ?? 0) + i.amount - i.paid + i.refunded);
  }
  for (const p of packages.values()) owedBy.set(p.member, (owedBy.get(p.member) ?? 0) + p.owed);
  let pastDueCount = 0;
  let pastDueAmount = 0;
  for (const [member, owed] of owedBy) {
    if (owed > 0 && !members.get(member)?.archived) {
      pastDueCount++;
      pastDueAmount += owed;
    }
  }
  return {
    totalMembers,
    checkInsToday,
    collectedThisMonth,
    collectedLastMonth,
    pastDueCount,
    pastDueAmount,
    byGender,
    byPlan,
    totalPt,
    monthlyPt,
    trainers,
  };
}

describe('dashboard figures equal a plain fold of the log, on any day (property)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseServerUrl'), 'dashprop');
    await migrate(db.pool, 'event-store', eventStoreMigrations);
    await migrate(db.pool, 'projection', projectionMigrations);
  });
  afterAll(() => db?.drop());

  it('holds after random histories, today and on other days', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 20, maxLength: 70 }), async (steps) => {
        const { store, runner } = await freshProjectedLog(db.pool, { log: silent, batchSize: 9 });
        let now = new Date('2026-09-20T06:00:00Z');
        const today = () => dayOf(now, ZONE);
        const context = (): CommandContext => ({ store, catalogue, actor: { id: 1, name: 'Tester' }, now });
        const plain = <S, C, E>(
          streamId: string,
          decider: Parameters<typeof streamCommand<S, C, E & never, object>>[0]['decider'],
          command: C,
        ) =>
          executeCommand(
            context(),
            streamCommand({
              streamId,
              decider: decider as never,
              command: command as never,
              answer: () => ({}),
              replay: () => ({}),
            }),
          );
        for (const plan of PLANS) await createPlan(context(), { ...plan, name: plan.planId });
        for (const trainerId of TRAINERS) {
          await plain(trainerStream(trainerId), trainerDecider as never, {
            type: 'RegisterTrainer',
            trainerId,
            name: `Coach ${trainerId}`,
            phone: null,
            email: null,
          });
        }
        const history = new DeskHistory(context, store);
        const packageIds: string[] = [];
        const pick = <T>(list: T[], index: number) => (list.length ? list[index % list.length] : undefined);
        for (const s of steps) {
          try {
            switch (s.kind) {
              case 'register':
                await history.register(today(), plainProfile({ female: s.female, nationality: s.nationality }));
                break;
              case 'sell': {
                const plan = PLANS[s.plan]!;
                await history.sell({
                  member: s.member,
                  planId: plan.planId,
                  registrationType: s.type,
                  amount: plan.price + plan.joiningFee,
                  day: today(),
                  dueDate: addDays(today(), s.dueIn),
                  paid: s.paid,
                });
                break;
              }
              case 'pay':
                await history.pay({ invoice: s.invoice, amount: s.amount, method: 'cash', day: today() });
                break;
              case 'refund':
                await history.refund({ invoice: s.invoice, amount: s.amount, day: today() });
                break;
              case 'void':
                await history.void(s.invoice);
                break;
              case 'checkIn': {
                const memberId = history.member(s.member);
                if (!memberId) break;
                now = new Date(now.getTime() + s.minutes * 60_000);
                await checkInMember(context(), {
                  checkInId: randomUUID(),
                  memberId,
                  at: now,
                  classId: null,
                  override: { requested: s.override, allowed: true, byUserId: 1, byName: 'Tester' },
                  dayOf: async (instant) => dayOf(instant, ZONE),
                });
                break;
              }
              case 'ptSale': {
                const memberId = history.member(s.member);
                if (!memberId) break;
                const packageId = randomUUID();
                await sellPtPackage(context(), {
                  packageId,
                  invoiceId: randomUUID(),
                  paymentId: randomUUID(),
                  memberId,
                  trainerId: TRAINERS[s.trainer]!,
                  sessions: 8,
                  amount: s.amount,
                  paidAmount: Math.floor((s.amount * s.paidPart) / 100),
                  method: 'card',
                  source: s.self ? 'self' : 'counter',
                  saleDate: today(),
                  dueDate: addDays(today(), s.dueIn),
                  validUntil: addDays(today(), 90),
                });
                packageIds.push(packageId);
                break;
              }
              case 'ptPay': {
                const packageId = pick(packageIds, s.pkg);
                if (packageId)
                  await payPtBalance(context(), {
                    packageId,
                    invoiceId: randomUUID(),
                    paymentId: randomUUID(),
                    amount: s.part * 100,
                    method: 'cash',
                    day: today(),
                  });
                break;
              }
              case 'wait':
                now = new Date(now.getTime() + s.days * 86_400_000);
                break;
              default: {
                const memberId = history.member(s.member);
                if (!memberId) break;
                const day = today();
                await runMemberCommands(context(), memberId, (state) =>
                  s.kind === 'gender'
                    ? [
                        {
                          type: 'ChangeProfile',
                          memberId,
                          profile: { ...state.profile!, gender: s.female ? 'female' : 'male' },
                        },
                      ]
                    : memberCommandsOf(s, memberId, day),
                );
              }
            }
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
          }
        }
        await runner.caughtUp();
        const log = (await store.readAll({ after: LOG_START, limit: 100_000 })).events;
        for (const day of [
          today(),
          addDays(today(), 1),
          addDays(today(), 9),
          addDays(today(), 40),
          addDays(today(), -12),
        ]) {
          const got = await readDashboard(db.pool, day);
          const want = foldDashboard(log, day);
          expect({
            day,
            ...got,
            byGender: { male: got.byGender.male, female: got.byGender.female },
            byPlan: Object.fromEntries([...got.byPlan].filter(([, c]) => c.active || c.expired)),
            trainers: Object.fromEntries(got.trainers.map((t) => [t.trainerId, { self: t.self, counter: t.counter }])),
            totalPtAmount: undefined,
            monthlyPtAmount: undefined,
          }).toEqual({
            day,
            totalMembers: want.totalMembers,
            checkInsToday: want.checkInsToday,
            collectedThisMonth: want.collectedThisMonth,
            collectedLastMonth: want.collectedLastMonth,
            pastDueCount: want.pastDueCount,
            pastDueAmount: want.pastDueAmount,
            byGender: want.byGender,
            byPlan: Object.fromEntries([...want.byPlan].filter(([, c]) => c.active || c.expired)),
            trainers: Object.fromEntries(want.trainers),
            totalPtAmount: undefined,
            monthlyPtAmount: undefined,
          });
          expect([got.totalPtAmount, got.monthlyPtAmount]).toEqual([want.totalPt, want.monthlyPt]);
        }
        await runner.stop();
        await store.close();
      }),
      { numRuns: 12 },
    );
  }, 300_000);
});
