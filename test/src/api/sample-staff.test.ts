import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qatarToday } from '@gym/infra/generator/gym-calendar';
import { generateHistory } from '@gym/infra/generator/history';
import { ensureSampleStaff } from '@gym/infra/generator/sample-staff';
import { StoreWriter } from '@gym/infra/generator/store-writer';
import type { Invoice } from '@gym/modules/finance/billing/invoice-contracts';
import { call, signInAdmin } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';

describe('sample data is recorded by real sample staff accounts (issue 10, item 14)', () => {
  let t: TestApp;
  let admin: Session;
  const actors = new Map<string, string>();

  beforeAll(async () => {
    t = await startTestApp({ label: 'sample-staff' });
    admin = await signInAdmin(t.baseUrl);
    const now = new Date();
    // As seedGym does with `staffAccounts` (the sample gym of npm start): accounts first, then the history.
    const staff = await ensureSampleStaff(t.store);
    const again = await ensureSampleStaff(t.store);
    expect(again).toEqual(staff);
    const writer = new StoreWriter(t.store);
    const history = generateHistory({
      members: 40,
      years: 0.3,
      seed: 14,
      today: qatarToday(now),
      until: now.getTime(),
      staff,
    });
    for (let next = history.next(); !next.done; next = history.next()) {
      // People act; the till reactor's movements of the cash they took are the app's own ("System (…)").
      if (next.value.metadata.actorId !== null) actors.set(next.value.metadata.actorId, next.value.metadata.actorName);
      await writer.add(next.value);
    }
    await writer.finish();
    await t.caughtUp();
  }, 300_000);
  afterAll(() => t?.stop());

  it('every actor of the sample events is an account of the app, under its own name', async () => {
    const users = await call<{ id: number; username: string; name: string; role: string }[]>(
      t.baseUrl,
      'GET',
      '/api/users',
      { session: admin },
    );
    const byId = new Map(users.body.map((u) => [String(u.id), u]));
    expect(users.body.map((u) => u.username)).toEqual(
      expect.arrayContaining(['fatima', 'rajesh', 'ahmed', 'maria', 'joy', 'khalid']),
    );
    expect(actors.size).toBeGreaterThanOrEqual(5);
    for (const [id, name] of actors) expect(byId.get(id)?.name, `actor ${id} ${name}`).toBe(name);
    expect(byId.get([...actors].find(([, name]) => name === 'Khalid Al-Mansoori')![0])?.role).toBe('administrator');

    // What the billing page shows: every payment recorded by one of them, never a name without an account.
    const invoices = await call<{ data: Invoice[] }>(t.baseUrl, 'GET', '/api/invoices?pageSize=200', {
      session: admin,
    });
    const recordedBy = new Set(invoices.body.data.flatMap((i) => i.payments.map((p) => p.recordedBy)));
    expect(recordedBy.size).toBeGreaterThan(0);
    const names = new Set(users.body.map((u) => u.name));
    for (const name of recordedBy) expect(names.has(name), name).toBe(true);
    expect([...recordedBy].some((name) => name.includes('(desk)'))).toBe(false);
  });
});
