import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateHistory } from '@gym/infra/generator/history';
import { ensureSampleStaff } from '@gym/infra/generator/sample-staff';
import { StoreWriter } from '@gym/infra/generator/store-writer';
import type { Invoice } from '@gym/modules/finance/billing/invoice-contracts';
import type { LoggedEvent } from '@gym/kernel/contracts/event-log-contracts';
import { call, signInAdmin } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { createAppDatabase, startCommandService, startProjections, startReactions } from '../support/test-app.js';
import type { AppDatabase } from '../support/test-app.js';
import { TestClock } from '../support/test-clock.js';

/**
 * The sample gym as `npm start` seeds it (before the services start), on a fixed day (a Wednesday afternoon, whatever
 * day the suite runs): its events are recorded by real staff accounts (issue 10, item 14), and every area of the app
 * has its history (issue 44, item 4), read back through the app's own routes.
 */
const TODAY = '2026-05-13';
const MONTH = TODAY.slice(0, 7);
const NOW = new Date(`${TODAY}T16:30:00+03:00`);
// The sample reader's templates are sealed in the vault as the app seals them.
process.env.GYM_FINGERPRINT_KEY ??= randomBytes(32).toString('base64');

describe('the sample gym: recorded by real staff accounts, with every area running (issues 10.14, 44.4)', () => {
  let database: AppDatabase;
  let stop: () => Promise<void>;
  let t: { baseUrl: string; db: AppDatabase['db'] };
  let admin: Session;
  const actors = new Map<string, string>();
  let jobsAppended = true;
  const get = async <T>(path: string) => {
    const answer = await call<T>(t.baseUrl, 'GET', path, { session: admin });
    expect(answer.status, `${path}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    const clock = new TestClock(NOW);
    database = await createAppDatabase('sample-staff');
    // As seedGym does with `staffAccounts` (the sample gym of npm start): accounts first, then the history, then
    // the services (their reactors start at the head of the log, after the history).
    const staff = await ensureSampleStaff(database.store);
    const again = await ensureSampleStaff(database.store);
    expect(again).toEqual(staff);
    // Through the port, one command at a time (the bulk writer's events are the same, generator.test.ts shows).
    const writer = new StoreWriter(database.store, database.db.pool);
    const history = generateHistory({ members: 60, years: 1, seed: 14, today: TODAY, until: NOW.getTime(), staff });
    for (let next = history.next(); !next.done; next = history.next()) {
      if (next.value.metadata.actorId !== null) actors.set(next.value.metadata.actorId, next.value.metadata.actorName);
      await writer.add(next.value);
    }
    await writer.finish();
    const runner = await startProjections(database);
    const { reactors, jobs } = await startReactions(database, clock);
    const service = await startCommandService(database, { clock });
    t = { baseUrl: service.baseUrl, db: database.db };
    stop = async () => {
      await service.stop();
      await jobs.stop();
      await reactors.stop();
      await runner.stop();
      await database.drop();
    };
    await runner.caughtUp();
    admin = await signInAdmin(t.baseUrl);
    // The app's jobs at first start (the door's expiry sweep, resends to the reader, the outbox, automatic
    // campaigns) find the history done: today's sweep ran at midnight, every command was answered, every text sent.
    const head = async () =>
      (await database.db.pool.query<{ n: string }>('SELECT max(position)::text AS n FROM event_store.events')).rows[0]!
        .n;
    const before = await head();
    await jobs.runDue();
    await reactors.caughtUp();
    jobsAppended = (await head()) !== before;
    await runner.caughtUp();
  }, 300_000);
  afterAll(() => stop?.());

  it("every projector applied every event, and each cash movement is the till reactor's, once", async () => {
    const parked = await t.db.pool.query('SELECT projector, type, error FROM projection.parked_events');
    expect(parked.rows).toEqual([]);
    expect(jobsAppended).toBe(false);
    const runs = await t.db.pool.query<{ job: string; last_error: string | null }>(
      'SELECT job, last_error FROM projection.job_runs ORDER BY job',
    );
    expect(runs.rows.map((r) => r.job)).toEqual(
      expect.arrayContaining(['fingerprint-door-expiry', 'fingerprint-command-retry', 'marketing-outbox']),
    );
    expect(runs.rows.filter((r) => r.last_error !== null)).toEqual([]);
    // The history carries the reactor's movements, under its own keys: one per cash payment, refund, expense or sale.
    const cash = await t.db.pool.query<{ causes: number; movements: number }>(
      `SELECT count(DISTINCT data->>'causeEventId')::int AS causes, count(*)::int AS movements
       FROM event_store.events WHERE type = 'TillCashRecorded'`,
    );
    expect(cash.rows[0]!.movements).toBeGreaterThan(100);
    expect(cash.rows[0]!.causes).toBe(cash.rows[0]!.movements);
  });

  it('every person acting in the sample events is an account of the app, under its own name', async () => {
    const users = await get<{ id: number; username: string; name: string; role: string }[]>('/api/users');
    const byId = new Map(users.map((u) => [String(u.id), u]));
    expect(users.map((u) => u.username)).toEqual(
      expect.arrayContaining(['fatima', 'rajesh', 'ahmed', 'maria', 'joy', 'khalid']),
    );
    expect(actors.size).toBeGreaterThanOrEqual(5);
    for (const [id, name] of actors) expect(byId.get(id)?.name, `actor ${id} ${name}`).toBe(name);
    expect(byId.get([...actors].find(([, name]) => name === 'Khalid Al-Mansoori')![0])?.role).toBe('administrator');

    // What the billing page shows: every payment recorded by one of them, never a name without an account.
    const invoices = await get<{ data: Invoice[] }>('/api/invoices?pageSize=200');
    const recordedBy = new Set(invoices.data.flatMap((i) => i.payments.map((p) => p.recordedBy)));
    expect(recordedBy.size).toBeGreaterThan(0);
    const names = new Set(users.map((u) => u.name));
    for (const name of recordedBy) expect(names.has(name), name).toBe(true);
    expect([...recordedBy].some((name) => name.includes('(desk)'))).toBe(false);
  });

  it('staff have records with contracts and documents, some expiring within the month or already expired', async () => {
    type Doc = { kind: string; expiryDate: string; warning: string | null };
    const employees =
      await get<{ name: string; active: boolean; contractType: string; documents: Doc[] }[]>('/api/staff/employees');
    expect(employees.length).toBeGreaterThanOrEqual(15);
    expect(employees.map((e) => e.name)).toEqual(expect.arrayContaining(['Fatima Hassan', 'Khalid Al-Mansoori']));
    for (const e of employees.filter((x) => x.active)) {
      expect(e.documents.map((d) => d.kind)).toEqual(expect.arrayContaining(['contract', 'passport', 'visa']));
    }
    const warnings = employees.flatMap((e) => e.documents.map((d) => d.warning));
    expect(warnings).toContain('expiring');
    expect(warnings).toContain('expired');
    expect(new Set(employees.map((e) => e.contractType))).toEqual(new Set(['full-time', 'part-time', 'probation']));
  });

  it('leave was taken and some waits for a decision', async () => {
    const requests = await get<{ status: string; leaveType: string; from: string }[]>('/api/leave/requests');
    const statuses = new Set(requests.map((r) => r.status));
    expect(statuses).toContain('approved');
    expect(statuses).toContain('pending');
    expect(requests.filter((r) => r.status === 'approved' && r.from < TODAY).length).toBeGreaterThan(3);
  });

  it('a year of payroll runs is paid, and the WPS file of one downloads', async () => {
    const runs = await get<{ month: string; status: string; total: number; employees: number }[]>('/api/payroll/runs');
    const paid = runs.filter((r) => r.status === 'paid');
    expect(paid.length).toBeGreaterThanOrEqual(10);
    expect(paid.every((r) => r.total > 0 && r.employees >= 10)).toBe(true);
    expect(runs.some((r) => r.month >= MONTH)).toBe(false);
    const sif = await call<string>(t.baseUrl, 'GET', `/api/payroll/runs/${paid[0]!.month}/sif`, { session: admin });
    expect(sif.status, sif.body).toBe(200);
    expect(sif.headers.get('content-type')).toMatch(/text\/csv/);
    expect(sif.body.split('\r\n').length).toBeGreaterThan(12);
  });

  it("expenses by category, with receipts, some waiting for approval; this month's result counts them", async () => {
    type Expense = { category: string; status: string; receiptUrl: string | null; method: string };
    const all = await get<{ data: Expense[]; total: number }>('/api/expenses?pageSize=200');
    expect(all.total).toBeGreaterThan(100);
    expect(new Set(all.data.map((e) => e.category)).size).toBeGreaterThanOrEqual(4);
    const waiting = await get<{ data: Expense[] }>('/api/expenses?status=pending_approval');
    expect(waiting.data.length).toBeGreaterThanOrEqual(1);
    const receipt = all.data.find((e) => e.receiptUrl)!.receiptUrl!;
    const file = await call<string>(t.baseUrl, 'GET', receipt, { session: admin });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.body.startsWith('%PDF-')).toBe(true);

    const report = await get<{ totals: { expenses: { total: number }; revenue: { total: number } } }>(
      `/api/finance/monthly-report?from=${MONTH}&to=${MONTH}`,
    );
    expect(report.totals.expenses.total).toBeGreaterThan(0);
    expect(report.totals.revenue.total).toBeGreaterThan(0);
  });

  it("each day's till was opened and closed with its count; today's is open, and no cash went unassigned", async () => {
    type Session = { openedAt: string; status: string; variance: number | null; reason: string | null };
    const status = await get<{ open: Session[]; unassigned: { amount: number; count: number } }>(
      '/api/petty-cash/status',
    );
    expect(status.open).toHaveLength(1);
    expect(status.unassigned.count).toBe(0);
    const sessions = await get<Session[]>(`/api/petty-cash/sessions?from=2026-01-01&to=${TODAY}`);
    const closed = sessions.filter((s) => s.status === 'closed');
    expect(closed.length).toBeGreaterThan(100);
    expect(closed.some((s) => s.variance !== 0 && s.reason)).toBe(true);
    expect(closed.filter((s) => s.variance === 0).length / closed.length).toBeGreaterThan(0.7);
  });

  it('supplements were received, sold and counted at a stocktake', async () => {
    const products = await get<{ name: string; onHand: number }[]>('/api/supplements/products');
    expect(products.length).toBeGreaterThanOrEqual(20);
    expect(products.filter((p) => p.onHand > 0).length).toBeGreaterThan(products.length / 2);
    const sales = await get<{ method: string }[]>(`/api/supplements/sales?from=2026-01-01&to=${TODAY}&limit=200`);
    expect(sales.length).toBeGreaterThan(100);
    expect(new Set(sales.map((s) => s.method))).toEqual(new Set(['cash', 'card']));
    const received = await get<{ data: LoggedEvent[] }>('/api/events?type=SupplementStockReceived&limit=50');
    expect(received.data.length).toBeGreaterThan(20);
    const counted = await get<{ data: LoggedEvent[] }>('/api/events?type=SupplementStockCounted&limit=50');
    expect(counted.data.length).toBeGreaterThanOrEqual(22);
    expect(counted.data.some((e) => (e.data as { reason: string | null }).reason !== null)).toBe(true);
  });

  it('campaigns were sent, and some members opted out', async () => {
    const campaigns = await get<{ id: string; status: string; counts: { sent: number } }[]>('/api/marketing/campaigns');
    expect(campaigns.length).toBeGreaterThanOrEqual(3);
    expect(campaigns.every((c) => c.status === 'launched')).toBe(true);
    const reports = await Promise.all(
      campaigns.map((c) =>
        get<{ sent: number; optedOut: number; pending: number }>(`/api/marketing/campaigns/${c.id}/report`),
      ),
    );
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBeGreaterThan(5);
    expect(reports.every((r) => r.pending === 0)).toBe(true);
    const optOuts = await get<{ data: LoggedEvent[] }>('/api/events?type=MemberOptedOut&limit=5');
    expect(optOuts.data.length).toBeGreaterThan(0);
  });

  it('the fingerprint reader at the entrance: approved, members enrolled through it, in by it, the door following', async () => {
    const devices = await get<{ serial: string; status: string; name: string | null }[]>('/api/fingerprint/devices');
    expect(devices).toEqual([expect.objectContaining({ status: 'approved', name: 'Main entrance' })]);
    const enrolments =
      await get<{ memberId: string; status: string; fingers: number; revoked: boolean }[]>(
        '/api/fingerprint/enrolments',
      );
    const enrolled = enrolments.filter((e) => e.status === 'enrolled');
    expect(enrolled.length).toBeGreaterThanOrEqual(3);
    expect(enrolled.every((e) => e.fingers === 1)).toBe(true);
    // The templates are in the vault, one per finger; never in the log.
    const vault = await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM fingerprint.templates');
    expect(vault.rows[0]!.n).toBe(enrolled.length);
    const leaked = await t.db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM event_store.events WHERE data::text LIKE '%TVNTUzIx%'`,
    );
    expect(leaked.rows[0]!.n).toBe(0);
    const byReader = await get<{ data: LoggedEvent[] }>('/api/events?type=MemberCheckedIn&limit=200');
    expect(byReader.data.some((e) => e.actor.name === 'Reader Main entrance')).toBe(true);
    const commands = await get<{ status: string }[]>(`/api/fingerprint/devices/${devices[0]!.serial}/commands`);
    expect(commands.length).toBeGreaterThan(enrolled.length);
  });

  it("the Audit page's first screen shows people's work, not the system's", async () => {
    const page = await get<{ data: LoggedEvent[] }>('/api/events?limit=50');
    expect(page.data).toHaveLength(50);
    // People at the desk, and members at the door's reader; the app's own bookkeeping is a small part.
    const bySystem = page.data.filter((e) => e.actor.id === null && !e.actor.name.startsWith('Reader '));
    expect(bySystem.length / page.data.length).toBeLessThan(0.25);
    expect(page.data.filter((e) => e.actor.id !== null).length).toBeGreaterThan(25);
    expect(JSON.stringify(page.data.map((e) => e.words))).not.toMatch(/unassigned/i);
  });
});
