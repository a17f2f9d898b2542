import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import type { GeneratedCommand } from '@gym/infra/generator/generated-command';
import { catalogue } from '@gym/modules/catalogue';
import { modules } from '@gym/modules/modules';
import { projectorsOf } from '@gym/kernel/modules/module-manifest';
import { rebuildProjectors } from '@gym/projection-service/runner/rebuild';
import { createLogger } from '@gym/events/runtime/create-logger';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import { call, signInReception } from '../support/api-client.js';
import { gymDay, membershipsByFold } from '../support/membership-fold.js';
import { owingByFold } from '../support/owing-fold.js';
import { eventsOf, writeMembersHistory } from '../support/sample-history.js';

interface Stats {
  totalMembers: number;
  pastDuePayments: number;
  totalDueAmount: number;
  activeMembers: number;
  activeMaleMembers: number;
  activeFemaleMembers: number;
  expiredMembers: number;
  expiredMaleMembers: number;
  expiredFemaleMembers: number;
  checkInsToday: number;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Time travel (issue 13, item 7): the dashboard, the due list, a member and an invoice as of a past instant. The
 * expected figures come from a plain fold of the generated events up to the instant, not from the app.
 */
describe('time travel: views as of a past instant', () => {
  const { t, admin } = appForFile({ label: 'time-travel' }, 'admin');
  let commands: GeneratedCommand[] = [];

  /** The generated commands up to the last one at or before `instant` (the log up to that event, in log order). */
  const commandsUntil = (instant: Date) => {
    let last = -1;
    commands.forEach((command, index) => {
      if (command.metadata.at <= instant.toISOString()) last = index;
    });
    return commands.slice(0, last + 1);
  };
  const get = <T>(path: string, session = admin) => call<T>(t.baseUrl, 'GET', path, { session });
  const instants = () => [270, 180, 90].map((days) => new Date(Date.now() - days * DAY));

  beforeAll(async () => {
    commands = await writeMembersHistory(t.store, { members: 90, seed: 4242 });
    await t.caughtUp();
  }, 300_000);

  it('as of now, every view answers what the live view answers', async () => {
    const asOf = new Date().toISOString();
    for (const path of [
      '/api/stats/dashboard',
      '/api/stats/membership-plans',
      '/api/members?hasDueAmount=true&pageSize=50&sort=-dueAmount',
      '/api/members?forDashboard=true',
    ]) {
      const live = await get(path);
      const past = await get(`${path}${path.includes('?') ? '&' : '?'}asOf=${encodeURIComponent(asOf)}`);
      expect(past.status, path).toBe(200);
      expect(past.headers.get('x-as-of'), path).toBe(asOf);
      expect(past.body, path).toEqual(live.body);
    }
  });

  it('the Past Due figures and the due list as of past instants match a fold of the log up to them', async () => {
    for (const instant of instants()) {
      const until = commandsUntil(instant);
      expect(until.length).toBeGreaterThan(0);
      const owing = owingByFold(eventsOf(until));
      const asOf = encodeURIComponent(instant.toISOString());
      const stats = await get<Stats>(`/api/stats/dashboard?asOf=${asOf}`);
      const due = await get<{ data: Member[]; total: number }>(
        `/api/members?hasDueAmount=true&pageSize=100&sort=-dueAmount&asOf=${asOf}`,
      );
      // The Total Members card counts members not archived.
      const archived = new Set<string>();
      let registered = 0;
      for (const e of eventsOf(until)) {
        if (e.type === 'MemberRegistered') registered++;
        if (e.type === 'MemberArchived') archived.add(e.data.memberId!);
        if (e.type === 'MemberRestored') archived.delete(e.data.memberId!);
      }
      expect(stats.body.pastDuePayments).toBe(owing.size);
      expect(Math.round(stats.body.totalDueAmount * 100)).toBe([...owing.values()].reduce((a, b) => a + b, 0));
      expect(stats.body.totalMembers).toBe(registered - archived.size);
      expect(due.body.total).toBe(owing.size);
      expect(new Set(due.body.data.map((m) => m.id))).toEqual(new Set([...owing.keys()].slice(0, 100)));
    }
    // The gym grew over the year: the figures of the past are not today's.
    const live = await get<Stats>('/api/stats/dashboard');
    const first = await get<Stats>(`/api/stats/dashboard?asOf=${encodeURIComponent(instants()[0]!.toISOString())}`);
    expect(first.body.totalMembers).toBeLessThan(live.body.totalMembers);
  });

  it("the day's check-ins as of past instants match a fold of the log up to them", async () => {
    // Days with visits (the last of them may be today, still under way, so it is left out): the evening, the middle
    // of the day and its last instant, so the counts are the day's check-ins so far.
    const visits = eventsOf(commands).filter((e) => e.type === 'MemberCheckedIn');
    const days = [...new Set(visits.map((e) => e.data.day as string))].sort();
    const chosen = [days[Math.floor(days.length / 4)]!, days[Math.floor(days.length / 2)]!, days.at(-2)!];
    for (const instant of chosen.flatMap((day) => [
      new Date(`${day}T20:00:00+03:00`),
      new Date(`${day}T11:00:00+03:00`),
      new Date(`${day}T23:59:59.999+03:00`),
    ])) {
      const day = gymDay(instant);
      const expected = eventsOf(commandsUntil(instant)).filter(
        (e) => e.type === 'MemberCheckedIn' && e.data.day === day,
      ).length;
      const stats = await get<Stats>(`/api/stats/dashboard?asOf=${encodeURIComponent(instant.toISOString())}`);
      expect(stats.body.checkInsToday, instant.toISOString()).toBe(expected);
    }
    // As of each chosen day's last instant, the count is every visit of that day, so not zero: the days were picked
    // for having visits. (A check at 20:00 could find none, depending on the day the suite ran: the history ends today.)
    for (const day of chosen) {
      const late = await get<Stats>(`/api/stats/dashboard?asOf=${encodeURIComponent(`${day}T23:59:59.999+03:00`)}`);
      expect(late.body.checkInsToday, day).toBe(visits.filter((e) => e.data.day === day).length);
    }
  });

  it('active and expired members, by gender and by plan, as of past instants match a fold of the log up to them', async () => {
    const now = Date.now();
    /** The instant of a gym-local wall time (Qatar is UTC+3 all year). */
    const qatar = (day: string, time: string) => new Date(`${day}T${time}+03:00`);
    const foldAt = (instant: Date) => membershipsByFold(eventsOf(commandsUntil(instant)), gymDay(instant));
    // Days on which someone was frozen: noon on the first day of each freeze, once the freeze was recorded.
    const freezeNoons = commands
      .flatMap((command) =>
        eventsOf([command])
          .filter((e) => e.type === 'MembershipFrozen')
          .map((e) => qatar(e.data.from as string, '12:00:00'))
          .filter((noon) => noon.toISOString() >= command.metadata.at && noon.getTime() < now),
      )
      .slice(0, 3);
    expect(freezeNoons.some((noon) => foldAt(noon).total.frozen > 0)).toBe(true);
    // A day some membership ran out on: half an hour before and after the gym's midnight after it. Both instants
    // fall on that same day in UTC, so only counting days in the gym's zone tells them apart.
    const expiries = [
      ...new Set(eventsOf(commands).flatMap((e) => (e.type === 'MembershipSold' ? [e.data.expiryDate as string] : []))),
    ]
      .filter((day) => qatar(day, '23:30:00').getTime() + DAY < now)
      .sort();
    const lastDay = expiries.find((day) => {
      const [before, after] = [
        foldAt(qatar(day, '23:30:00')),
        foldAt(new Date(qatar(day, '23:30:00').getTime() + 3_600_000)),
      ];
      return after.total.expired > before.total.expired;
    });
    expect(lastDay, 'a membership ran out during the generated year').toBeDefined();
    const aroundMidnight = [qatar(lastDay!, '23:30:00'), new Date(qatar(lastDay!, '23:30:00').getTime() + 3_600_000)];
    expect(aroundMidnight.map((i) => i.toISOString().slice(0, 10))).toEqual([lastDay, lastDay]);

    for (const instant of [...instants(), ...freezeNoons, ...aroundMidnight]) {
      const folded = foldAt(instant);
      const asOf = encodeURIComponent(instant.toISOString());
      const stats = await get<Stats>(`/api/stats/dashboard?asOf=${asOf}`);
      const plans = await get<{ planId: string; active: number; expired: number }[]>(
        `/api/stats/membership-plans?asOf=${asOf}`,
      );
      const { total, byGender } = folded;
      expect(stats.body, instant.toISOString()).toMatchObject({
        activeMembers: total.active,
        activeMaleMembers: byGender.male.active,
        activeFemaleMembers: byGender.female.active,
        expiredMembers: total.expired,
        expiredMaleMembers: byGender.male.expired,
        expiredFemaleMembers: byGender.female.expired,
      });
      const byPlan = [...folded.byPlan]
        .filter(([, counts]) => counts.active > 0 || counts.expired > 0)
        .map(([planId, { active, expired }]) => ({ planId, active, expired }));
      const answered = plans.body.map(({ planId, active, expired }) => ({ planId, active, expired }));
      const byId = (a: { planId: string }, b: { planId: string }) => a.planId.localeCompare(b.planId);
      expect(answered.sort(byId), instant.toISOString()).toEqual(byPlan.sort(byId));
    }
  });

  it('a member and an invoice as they were before a payment', async () => {
    // A payment recorded on an invoice issued by an earlier command.
    const issued = new Map<string, { memberId: string; at: string }>();
    let found: { invoiceId: string; memberId: string; paymentAt: string; paidBefore: number } | undefined;
    const paid = new Map<string, number>();
    for (const command of commands) {
      for (const e of eventsOf([command])) {
        const data = e.data as { invoiceId?: string; memberId?: string; amount?: number };
        if (e.type === 'InvoiceIssued')
          issued.set(data.invoiceId!, { memberId: data.memberId!, at: command.metadata.at });
        if (e.type === 'PaymentRecorded' && !found) {
          const invoice = issued.get(data.invoiceId!);
          if (invoice && invoice.at < command.metadata.at && (paid.get(data.invoiceId!) ?? 0) > 0) {
            found = {
              invoiceId: data.invoiceId!,
              memberId: invoice.memberId,
              paymentAt: command.metadata.at,
              paidBefore: paid.get(data.invoiceId!)!,
            };
          }
        }
        if (e.type === 'PaymentRecorded') paid.set(data.invoiceId!, (paid.get(data.invoiceId!) ?? 0) + data.amount!);
      }
    }
    expect(found, 'the generated year has an invoice paid in two goes').toBeDefined();
    const before = encodeURIComponent(new Date(Date.parse(found!.paymentAt) - 1).toISOString());
    const past = await get<{ paidAmount: number; payments: unknown[] }>(
      `/api/invoices/${found!.invoiceId}?asOf=${before}`,
    );
    const live = await get<{ paidAmount: number; payments: unknown[] }>(`/api/invoices/${found!.invoiceId}`);
    expect(past.status).toBe(200);
    expect(Math.round(past.body.paidAmount * 100)).toBe(found!.paidBefore);
    expect(past.body.payments.length).toBeLessThan(live.body.payments.length);

    const memberPast = await get<Member>(`/api/members/${found!.memberId}?asOf=${before}`);
    expect(memberPast.status).toBe(200);
    expect(memberPast.headers.get('x-as-of')).toBe(decodeURIComponent(before));
    // Before the member joined there is no such member.
    const longAgo = encodeURIComponent(new Date(Date.now() - 3 * 365 * DAY).toISOString());
    const notYet = await get<{ message: string }>(`/api/members/${found!.memberId}?asOf=${longAgo}`);
    expect(notYet.status).toBe(404);
    expect(notYet.body.message).toBe('Member as of that instant not found');
    const dashboardThen = await get<Stats>(`/api/stats/dashboard?asOf=${longAgo}`);
    expect(dashboardThen.body).toMatchObject({ totalMembers: 0, pastDuePayments: 0, activeMembers: 0 });
  });

  it('snapshots of the read model give the same answers as replaying from the start', async () => {
    const paths = instants().map((i) => `/api/stats/dashboard?asOf=${encodeURIComponent(i.toISOString())}`);
    const replayed = await Promise.all(paths.map((p) => get(p).then((a) => a.body)));
    const all = projectorsOf(modules, catalogue);
    await rebuildProjectors({
      pool: t.db.pool,
      store: t.store,
      log: createLogger('time-travel-test'),
      projectors: all.filter((p) => p.name === 'dashboard' || p.name === 'members'),
      batchSize: 200,
      snapshots: { every: 500, projectors: ['dashboard', 'members'] },
    });
    const taken = await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM projection.as_of_snapshots');
    expect(taken.rows[0]!.n).toBeGreaterThan(4);
    const fromSnapshots = await Promise.all(paths.map((p) => get(p).then((a) => a.body)));
    expect(fromSnapshots).toEqual(replayed);
    // And the answer really starts from a snapshot: one altered by hand shows through.
    const at = await t.store.checkpointAt!(instants()[2]!);
    const used = await t.db.pool.query<{ id: string }>(
      `SELECT snapshot_id::text AS id FROM projection.as_of_snapshots WHERE projector = 'dashboard'
       AND (commit_id, position) <= ($1::numeric, $2::bigint) ORDER BY commit_id DESC, position DESC LIMIT 1`,
      [at!.commit, at!.position],
    );
    await t.db.pool.query(`UPDATE asof_snap_${used.rows[0]!.id}.dash_member_totals SET n = n + 1000`);
    const altered = await get<Stats>(paths[2]!);
    expect(altered.body.totalMembers).toBeGreaterThanOrEqual((replayed[2] as Stats).totalMembers + 1000);
    // Each view's private tables went with its transaction.
    const left = await t.db.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_namespace WHERE nspname LIKE 'asof\\_q\\_%'",
    );
    expect(left.rows[0]!.n).toBe(0);
  });

  it('refuses an instant in the future or one it cannot read, and keeps the live permissions', async () => {
    const future = await get<{ message: string }>(
      `/api/stats/dashboard?asOf=${encodeURIComponent(new Date(Date.now() + DAY).toISOString())}`,
    );
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('asOf is in the future: choose an instant up to now');
    for (const bad of ['yesterday', '2026-03-01', '2026-03-01T15:00:00']) {
      const answer = await get<{ message: string }>(`/api/stats/dashboard?asOf=${encodeURIComponent(bad)}`);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.message, bad).toMatch(/asOf/);
    }
    // The dashboard as of the past leaves out the money for a role without canViewFinancials, as live does.
    const reception = await signInReception(t.baseUrl);
    const asOf = encodeURIComponent(instants()[1]!.toISOString());
    const seen = await get<Record<string, unknown>>(`/api/stats/dashboard?asOf=${asOf}`, reception);
    const live = await get<Record<string, unknown>>('/api/stats/dashboard', reception);
    expect(Object.keys(seen.body).sort()).toEqual(Object.keys(live.body).sort());
  });
});
