import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayOf, monthStart } from '@gym/events/calendar/local-date';
import { trainerStream } from '@gym/modules/membership/personal-training/pt-events';
import { LOG_START } from '@gym/events/store/envelope';
import type { RecordedEvent } from '@gym/events/store/envelope';
import { createPlan, freshProjectedLog, plainProfile } from '../support/desk-commands.js';
import { DeskHistory, memberCommandsOf } from '../support/desk-history.js';
import { membershipsByFold } from '../support/membership-fold.js';
import type { FoldedCounts } from '../support/membership-fold.js';
import { owingByFold } from '../support/owing-fold.js';
import { projectionDatabaseForFile } from '../support/projection-database-for-file.js';
import { readDashboard } from '@gym/modules/insight/dashboard/dashboard-queries';
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

/**
 * The dashboard written the plain way, for `today`: the memberships by the plain fold of the display rules
 * (membership-fold.ts), what is owed by the plain fold of "owes" (owing-fold.ts), and the rest folded here.
 */
function foldDashboard(log: readonly RecordedEvent[], today: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the reference reads raw JSON on purpose
  const events = log as readonly { type: string; data: Record<string, any> }[];
  const registered = new Set<string>();
  const archived = new Set<string>();
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
    if (type === 'MemberRegistered') registered.add(d.memberId);
    else if (type === 'MemberArchived') archived.add(d.memberId);
    else if (type === 'MemberRestored') archived.delete(d.memberId);
    else if (type === 'MemberCheckedIn' && d.day === today) checkInsToday++;
    else if (type === 'PaymentRecorded') collect(d.paymentDate, d.amount);
    else if (type === 'PaymentRefunded') collect(d.refundDate, -d.amount);
    else if (type === 'PtPackageSold') {
      totalPt += d.amount;
      if (monthStart(d.saleDate) === thisMonth) {
        monthlyPt += d.amount;
        const t = trainers.get(d.trainerId) ?? { self: 0, counter: 0 };
        if (d.source === 'self') t.self += d.amount;
        else t.counter += d.amount;
        trainers.set(d.trainerId, t);
      }
    }
  }
  const memberships = membershipsByFold(events, today);
  const shown = (counts: FoldedCounts) => ({ active: counts.active, expired: counts.expired });
  const owed = [...owingByFold(events).values()];
  return {
    totalMembers: registered.size - archived.size,
    checkInsToday,
    collectedThisMonth,
    collectedLastMonth,
    pastDueCount: owed.length,
    pastDueAmount: owed.reduce((sum, amount) => sum + amount, 0),
    byGender: { male: shown(memberships.byGender.male), female: shown(memberships.byGender.female) },
    byPlan: new Map([...memberships.byPlan].map(([plan, counts]) => [plan, shown(counts)])),
    totalPt,
    monthlyPt,
    trainers,
  };
}

describe('dashboard figures equal a plain fold of the log, on any day (property)', () => {
  const database = projectionDatabaseForFile('dashprop');

  it('holds after random histories, today and on other days', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 20, maxLength: 70 }), async (steps) => {
        const { store, runner } = await freshProjectedLog(database.db.pool, { log: silent, batchSize: 9 });
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
                const terms = {
                  amount: plan.price + plan.joiningFee,
                  day: today(),
                  dueDate: addDays(today(), s.dueIn),
                };
                await history.sell(s, plan.planId, terms);
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
                  timeZone: ZONE,
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
          const got = await readDashboard(database.db.pool, day);
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
