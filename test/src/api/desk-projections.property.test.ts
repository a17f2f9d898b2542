import fc from 'fast-check';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { addDays } from '@gym/events/calendar/local-date';
import { LOG_START } from '@gym/events/store/envelope';
import { catalogue } from '@gym/modules/catalogue';
import type { RecordedEvent } from '@gym/events/store/envelope';
import { createPlan, freshProjectedLog, plainProfile } from '../support/desk-commands.js';
import { DeskHistory, memberCommandsOf } from '../support/desk-history.js';
import { projectionDatabaseForFile } from '../support/projection-database-for-file.js';
import { projectors } from '@gym/projection-service/projectors';
import { rebuildProjector } from '@gym/projection-service/runner/rebuild';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { DomainError } from '@gym/kernel/commands/domain-error';
import { runMemberCommands } from '@gym/modules/membership/members/member-commands';

const silent = pino({ level: 'silent' });
const PLANS = [
  { planId: 'monthly', name: 'Monthly', price: 35000, joiningFee: 10000, duration: 1, durationUnit: 'months' as const },
  { planId: 'ten-days', name: '10-day Pass', price: 9000, joiningFee: 0, duration: 10, durationUnit: 'days' as const },
];

/** One step at the desk; indexes pick among the members and invoices created so far. */
const step = fc.oneof(
  fc.record({ kind: fc.constant('register' as const), female: fc.boolean() }),
  fc.record({
    kind: fc.constant('sell' as const),
    member: fc.nat(),
    plan: fc.nat(1),
    type: fc.constantFrom('New Registration', 'Renewal', 'Update'),
    paid: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('pay' as const), invoice: fc.nat(), amount: fc.integer({ min: 1, max: 50000 }) }),
  fc.record({ kind: fc.constant('refund' as const), invoice: fc.nat(), amount: fc.integer({ min: 1, max: 20000 }) }),
  fc.record({ kind: fc.constant('void' as const), invoice: fc.nat() }),
  fc.record({
    kind: fc.constant('freeze' as const),
    member: fc.nat(),
    start: fc.nat(5),
    days: fc.integer({ min: 1, max: 20 }),
  }),
  fc.record({ kind: fc.constant('unfreeze' as const), member: fc.nat() }),
  fc.record({ kind: fc.constant('cancel' as const), member: fc.nat() }),
  fc.record({
    kind: fc.constant('status' as const),
    member: fc.nat(),
    status: fc.constantFrom('active', 'suspended', 'inactive'),
  }),
  fc.record({
    kind: fc.constant('profile' as const),
    member: fc.nat(),
    phone: fc.integer({ min: 30000000, max: 79999999 }),
  }),
  fc.record({ kind: fc.constant('archive' as const), member: fc.nat(), restore: fc.boolean() }),
  fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 25 }) }),
);

interface ExpectedMember {
  member_number: number;
  phone: string;
  plan_id: string | null;
  start_date: string | null;
  expiry_date: string | null;
  cancelled_on: string | null;
  freeze_from: string | null;
  freeze_until: string | null;
  manual_status: string | null;
  archived: boolean;
  due_amount: number;
}
interface ExpectedInvoice {
  member_id: string;
  amount: number;
  paid: number;
  refunded: number;
  voided: boolean;
}

/** The read model written the plain way: walk every event in log order, no batching, no shortcuts. */
function foldLog(events: readonly RecordedEvent[]) {
  const members = new Map<string, ExpectedMember>();
  const invoices = new Map<string, ExpectedInvoice>();
  // The reference reads the raw JSON of each event on purpose: it must not share the projectors' typed code.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  for (const { type, data } of events as readonly { type: string; data: Record<string, any> }[]) {
    const m = members.get(data.memberId);
    switch (type) {
      case 'MemberRegistered':
        members.set(data.memberId, {
          member_number: data.memberNumber,
          phone: data.phone,
          plan_id: null,
          start_date: null,
          expiry_date: null,
          cancelled_on: null,
          freeze_from: null,
          freeze_until: null,
          manual_status: null,
          archived: false,
          due_amount: 0,
        });
        break;
      case 'MemberProfileChanged':
        m!.phone = data.phone;
        break;
      case 'MemberArchived':
        m!.archived = true;
        break;
      case 'MemberRestored':
        m!.archived = false;
        break;
      case 'MemberStatusChanged':
        m!.manual_status = data.status === 'active' ? null : data.status;
        break;
      case 'MembershipSold':
        Object.assign(m!, {
          plan_id: data.planId,
          start_date: data.startDate,
          expiry_date: data.expiryDate,
          cancelled_on: null,
          freeze_from: null,
          freeze_until: null,
          manual_status: null,
        });
        break;
      case 'MembershipFrozen':
        Object.assign(m!, { freeze_from: data.from, freeze_until: data.until, expiry_date: data.expiryDate });
        break;
      case 'MembershipUnfrozen':
        if ((data.on as string) <= m!.freeze_from!) Object.assign(m!, { freeze_from: null, freeze_until: null });
        else m!.freeze_until = addDays(data.on, -1);
        m!.expiry_date = data.expiryDate;
        break;
      case 'MembershipCancelled':
        m!.cancelled_on = data.on;
        break;
      case 'InvoiceIssued':
        invoices.set(data.invoiceId, {
          member_id: data.memberId,
          amount: data.amount,
          paid: 0,
          refunded: 0,
          voided: false,
        });
        break;
      case 'PaymentRecorded':
        invoices.get(data.invoiceId)!.paid += data.amount;
        break;
      case 'PaymentRefunded':
        invoices.get(data.invoiceId)!.refunded += data.amount;
        break;
      case 'InvoiceVoided':
        invoices.get(data.invoiceId)!.voided = true;
        break;
    }
  }
  for (const invoice of invoices.values()) {
    if (!invoice.voided) members.get(invoice.member_id)!.due_amount += invoice.amount - invoice.paid + invoice.refunded;
  }
  return { members, invoices };
}

describe('desk projections equal a plain fold of the log (property)', () => {
  const database = projectionDatabaseForFile('deskprop');

  async function readModel() {
    const members = await database.db.pool.query(
      `SELECT member_id, member_number, phone, plan_id, to_char(start_date, 'YYYY-MM-DD') AS start_date,
              to_char(expiry_date, 'YYYY-MM-DD') AS expiry_date, to_char(cancelled_on, 'YYYY-MM-DD') AS cancelled_on,
              to_char(freeze_from, 'YYYY-MM-DD') AS freeze_from, to_char(freeze_until, 'YYYY-MM-DD') AS freeze_until,
              manual_status, archived, due_amount FROM read.members`,
    );
    const invoices = await database.db.pool.query(
      'SELECT invoice_id, member_id, amount, paid, refunded, voided FROM read.invoices',
    );
    return {
      members: new Map(members.rows.map(({ member_id, ...row }) => [member_id as string, row])),
      invoices: new Map(invoices.rows.map(({ invoice_id, ...row }) => [invoice_id as string, row])),
    };
  }

  it('holds for random desk histories, live and after a rebuild', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 60 }), async (steps) => {
        // Each run starts from an empty log and empty read tables.
        const { store, runner } = await freshProjectedLog(database.db.pool, { log: silent, batchSize: 7 });
        let today = '2026-01-10';
        const context = (): CommandContext => ({
          store,
          catalogue,
          actor: { id: 1, name: 'Tester' },
          now: new Date(`${today}T09:00:00Z`),
        });
        for (const plan of PLANS) await createPlan(context(), plan);
        const history = new DeskHistory(context, store);
        for (const s of steps) {
          try {
            switch (s.kind) {
              case 'register':
                await history.register(today, plainProfile({ female: s.female }));
                break;
              case 'sell': {
                const plan = PLANS[s.plan]!;
                const amount = plan.price + (s.type === 'New Registration' ? plan.joiningFee : 0);
                await history.sell(s, plan.planId, { amount, day: today, dueDate: today });
                break;
              }
              case 'pay':
                await history.pay({ invoice: s.invoice, amount: s.amount, method: 'card', day: today });
                break;
              case 'refund':
                await history.refund({ invoice: s.invoice, amount: s.amount, day: today });
                break;
              case 'void':
                await history.void(s.invoice);
                break;
              case 'wait':
                today = addDays(today, s.days);
                break;
              default: {
                const memberId = history.member(s.member);
                if (!memberId) break;
                await runMemberCommands(context(), memberId, () =>
                  s.kind === 'profile'
                    ? [{ type: 'ChangeProfile', memberId, profile: plainProfile({ phone: `+974${s.phone}` }) }]
                    : memberCommandsOf(s, memberId, today),
                );
              }
            }
          } catch (error) {
            // A refusal by the rules is part of a random history; anything else is a failure.
            if (!(error instanceof DomainError)) throw error;
          }
        }
        await runner.caughtUp();
        const log = (await store.readAll({ after: LOG_START, limit: 100_000 })).events;
        const expected = foldLog(log);
        const live = await readModel();
        expect(Object.fromEntries(live.members)).toEqual(Object.fromEntries(expected.members));
        expect(Object.fromEntries(live.invoices)).toEqual(Object.fromEntries(expected.invoices));
        // Paying more than owed never happened, whatever the history.
        for (const invoice of expected.invoices.values())
          expect(invoice.paid - invoice.refunded).toBeLessThanOrEqual(invoice.amount);

        for (const projector of projectors.filter((p) => p.name === 'members' || p.name === 'invoices')) {
          await rebuildProjector({ pool: database.db.pool, store, projector, log: silent, batchSize: 5 });
        }
        const rebuilt = await readModel();
        expect(Object.fromEntries(rebuilt.members)).toEqual(Object.fromEntries(expected.members));
        expect(Object.fromEntries(rebuilt.invoices)).toEqual(Object.fromEntries(expected.invoices));
        await runner.stop();
        await store.close();
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
