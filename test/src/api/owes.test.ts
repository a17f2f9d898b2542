import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import { call } from '../support/api-client.js';
import { owingByFold } from '../support/owing-fold.js';
import { eventsOf, writeMembersHistory } from '../support/sample-history.js';

describe('one definition of "owes" on generated data (issue 10, item 9)', () => {
  const { t, admin } = appForFile({ label: 'owes' }, 'admin');
  let expected: Map<string, number>;

  beforeAll(async () => {
    // A year of a small gym's members, appended through the event store port (any adapter), and folded.
    const commands = await writeMembersHistory(t.store, { members: 120, seed: 909 });
    await t.caughtUp();
    expected = owingByFold(eventsOf(commands));
  }, 300_000);

  it('the Past Due card, the members list filter and the Due Payments total count the same members', async () => {
    // The generated gym has members who owe on invoices and on PT balances, so the rule is exercised both ways.
    expect(expected.size).toBeGreaterThan(5);

    const stats = await call<{ pastDuePayments: number; totalDueAmount: number }>(
      t.baseUrl,
      'GET',
      '/api/stats/dashboard',
      { session: admin },
    );
    // What the Due Payments card reads for its "Showing 5 of N" (ui/src/lib/api/get-members.ts, dueMembersQueryOptions).
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
