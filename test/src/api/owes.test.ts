import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qatarToday } from '@gym/infra/generator/gym-calendar';
import { generateHistory } from '@gym/infra/generator/history';
import { StoreWriter } from '@gym/infra/generator/store-writer';
import { validatedAppends } from '@gym/infra/generator/validate-command';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import { call, signInAdmin } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';

type Data = Record<string, unknown> & { memberId?: string };

/**
 * "Owes" by a plain fold of the generated events: a member not archived with money outstanding on invoices (not
 * voided) or on PT packages' balances, whatever the due date. The issue's rule, written independently of the app.
 */
function owingByFold(events: readonly { type: string; data: Data }[]): Map<string, number> {
  const invoices = new Map<string, { member: string; owed: number }>();
  const packages = new Map<string, { member: string; owed: number }>();
  const archived = new Set<string>();
  for (const { type, data: d } of events) {
    const id = (key: string) => d[key] as string;
    const amount = (key: string) => d[key] as number;
    if (type === 'MemberArchived') archived.add(id('memberId'));
    else if (type === 'MemberRestored') archived.delete(id('memberId'));
    else if (type === 'InvoiceIssued')
      invoices.set(id('invoiceId'), { member: id('memberId'), owed: amount('amount') });
    else if (type === 'PaymentRecorded') invoices.get(id('invoiceId'))!.owed -= amount('amount');
    else if (type === 'PaymentRefunded') invoices.get(id('invoiceId'))!.owed += amount('amount');
    else if (type === 'InvoiceVoided') invoices.get(id('invoiceId'))!.owed = 0;
    else if (type === 'PtPackageSold') {
      packages.set(id('packageId'), { member: id('memberId'), owed: amount('amount') - amount('paidAmount') });
    } else if (type === 'PtPackageSettled') packages.get(id('packageId'))!.owed = amount('dueAmount');
  }
  const owed = new Map<string, number>();
  for (const debt of [...invoices.values(), ...packages.values()]) {
    owed.set(debt.member, (owed.get(debt.member) ?? 0) + debt.owed);
  }
  for (const [member, amount] of owed) if (amount <= 0 || archived.has(member)) owed.delete(member);
  return owed;
}

describe('one definition of "owes" on generated data (issue 10, item 9)', () => {
  let t: TestApp;
  let admin: Session;
  let expected: Map<string, number>;

  beforeAll(async () => {
    t = await startTestApp({ label: 'owes' });
    admin = await signInAdmin(t.baseUrl);
    const now = new Date();
    // A year of a small gym, appended through the event store port (any adapter), folded as it goes.
    const events: { type: string; data: Data }[] = [];
    const writer = new StoreWriter(t.store);
    const history = generateHistory({
      members: 120,
      years: 1,
      seed: 909,
      today: qatarToday(now),
      until: now.getTime(),
    });
    for (let next = history.next(); !next.done; next = history.next()) {
      for (const append of validatedAppends(next.value)) {
        for (const event of append.events) events.push({ type: event.type, data: event.data as Data });
      }
      await writer.add(next.value);
    }
    await writer.finish();
    await t.caughtUp();
    expected = owingByFold(events);
  }, 300_000);
  afterAll(() => t?.stop());

  it('the Past Due card, the members list filter and the Due Payments total count the same members', async () => {
    // The generated gym has members who owe on invoices and on PT balances, so the rule is exercised both ways.
    expect(expected.size).toBeGreaterThan(5);

    const stats = await call<{ pastDuePayments: number; totalDueAmount: number }>(
      t.baseUrl,
      'GET',
      '/api/stats/dashboard',
      { session: admin },
    );
    // What the Due Payments card reads for its "Showing 5 of N" (get-due-members.ts).
    const due = await call<{ data: Member[]; total: number }>(
      t.baseUrl,
      'GET',
      '/api/members?hasDueAmount=true&pageSize=50&sort=-dueAmount',
      { session: admin },
    );
    const everyOwing: Member[] = [];
    for (let page = 1; everyOwing.length < due.body.total; page++) {
      const answer = await call<{ data: Member[] }>(
        t.baseUrl,
        'GET',
        `/api/members?hasDueAmount=true&pageSize=100&page=${page}`,
        { session: admin },
      );
      if (answer.body.data.length === 0) break;
      everyOwing.push(...answer.body.data);
    }

    expect(stats.body.pastDuePayments).toBe(expected.size);
    expect(due.body.total).toBe(expected.size);
    expect(new Set(everyOwing.map((m) => m.id))).toEqual(new Set(expected.keys()));
    const expectedTotal = [...expected.values()].reduce((sum, amount) => sum + amount, 0);
    expect(Math.round(stats.body.totalDueAmount * 100)).toBe(expectedTotal);
    expect(Math.round(everyOwing.reduce((sum, m) => sum + (m.dueAmount + m.ptDueAmount) * 100, 0))).toBe(expectedTotal);
    // "Owing the most" sorts by the whole debt, PT balances included.
    const debts = due.body.data.map((m) => Math.round((m.dueAmount + m.ptDueAmount) * 100));
    expect(debts).toEqual([...debts].sort((a, b) => b - a));
  });
});
