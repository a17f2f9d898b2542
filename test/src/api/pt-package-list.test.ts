import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import type { PtPackage, PtPackagePage } from '@gym/modules/membership/personal-training/pt-contracts';
import { call } from '../support/api-client.js';
import { createMember } from '../support/desk-fixtures.js';
import { TestClock } from '../support/test-clock.js';

/** Issue 10, item 15: the PT page's search, filters and keyset paging, and the sessions that use a package up. */
describe('PT packages list: search, filters, keyset paging', () => {
  const clock = new TestClock(new Date('2026-11-10T10:00:00+03:00'));
  const { t, desk } = appForFile({ label: 'pt_list', clock }, 'desk');
  let last = 0;
  const ids: Record<'usedUp' | 'expiring' | 'owing' | 'other', string> = {
    usedUp: '',
    expiring: '',
    owing: '',
    other: '',
  };
  const trainers = { noor: '', omar: '' };
  const morePackages: string[] = [];

  const post = async (path: string, body?: unknown) => {
    const answer = await call<{ id: string; position: number; message?: string }>(t.baseUrl, 'POST', path, {
      session: desk,
      body,
    });
    if (answer.status < 300) last = Math.max(last, answer.body.position);
    return answer;
  };
  const sell = async (body: Record<string, unknown>) => {
    const answer = await post('/api/personal-trainings', { paymentMethod: 'cash', source: 'counter', ...body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.id;
  };
  /** One page, read after every write so far was projected. */
  const page = async (query: string) => {
    const answer = await call<PtPackagePage>(t.baseUrl, 'GET', `/api/personal-trainings/page?${query}`, {
      session: desk,
      headers: { 'x-min-position': String(last) },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  const idsOf = (rows: readonly PtPackage[]) => rows.map((row) => row.id).sort();

  beforeAll(async () => {
    trainers.noor = (await post('/api/trainers', { name: 'Coach Noor Haddad' })).body.id;
    trainers.omar = (await post('/api/trainers', { name: 'Coach Omar Said' })).body.id;
    const zayd = await createMember(t.baseUrl, desk, {
      firstName: 'Zayd',
      lastName: 'Quraishi',
      phone: '+974 5566 7788',
    });
    const lina = await createMember(t.baseUrl, desk, { firstName: 'Lina', lastName: 'Farouk' });
    ids.usedUp = await sell({ memberId: zayd.id, trainerId: trainers.noor, sessions: 2, amount: 400, paidAmount: 400 });
    ids.expiring = await sell({
      memberId: zayd.id,
      trainerId: trainers.omar,
      sessions: 8,
      amount: 1600,
      paidAmount: 1600,
      validUntil: '2026-11-20',
    });
    ids.owing = await sell({
      memberId: lina.id,
      trainerId: trainers.omar,
      sessions: 10,
      amount: 2000,
      paidAmount: 500,
    });
    ids.other = await sell({ memberId: lina.id, trainerId: trainers.noor, sessions: 4, amount: 800, paidAmount: 800 });
    for (let i = 0; i < 5; i++)
      morePackages.push(
        await sell({ memberId: lina.id, trainerId: trainers.noor, sessions: 4, amount: 800, paidAmount: 800 }),
      );
  });

  it('counts sessions until the package is used up, then refuses another', async () => {
    expect((await post(`/api/personal-trainings/${ids.usedUp}/sessions`)).status).toBe(201);
    expect((await post(`/api/personal-trainings/${ids.usedUp}/sessions`)).status).toBe(201);
    const third = await post(`/api/personal-trainings/${ids.usedUp}/sessions`);
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('All 2 sessions of this package are used.');
    const usedUp = await page('status=used_up');
    expect(idsOf(usedUp.data)).toEqual([ids.usedUp]);
    expect(usedUp.data[0]).toMatchObject({ sessions: 2, sessionsUsed: 2, status: 'used_up' });
    expect((await post('/api/personal-trainings/no-such-package/sessions')).status).toBe(404);
  });

  it('filters by status (active, used up, expired), trainer and balance', async () => {
    clock.set('2026-11-21T10:00:00+03:00');
    try {
      const expired = await page('status=expired');
      expect(idsOf(expired.data)).toEqual([ids.expiring]);
      expect(expired.data[0]).toMatchObject({ status: 'expired', validUntil: '2026-11-20' });
      const refused = await post(`/api/personal-trainings/${ids.expiring}/sessions`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('This package expired on 2026-11-20.');
      const active = await page('status=active&pageSize=100');
      expect(idsOf(active.data)).toEqual([ids.owing, ids.other, ...morePackages].sort());
      expect(active.total).toBe(7);
    } finally {
      clock.set('2026-11-10T10:00:00+03:00');
    }
    expect(idsOf((await page(`trainerId=${trainers.omar}`)).data)).toEqual([ids.expiring, ids.owing].sort());
    const owing = await page('balance=owing');
    expect(idsOf(owing.data)).toEqual([ids.owing]);
    expect(owing.data[0]).toMatchObject({ amount: 2000, paidAmount: 500, dueAmount: 1500 });
    const paid = await page('balance=paid&pageSize=100');
    expect(paid.total).toBe(8);
    expect(paid.data.every((row) => row.dueAmount === 0)).toBe(true);
    expect(idsOf((await page(`balance=owing&trainerId=${trainers.noor}`)).data)).toEqual([]);
  });

  it('searches member name, phone (as typed, with spaces) and trainer name', async () => {
    expect(idsOf((await page('search=zayd')).data)).toEqual([ids.usedUp, ids.expiring].sort());
    expect(idsOf((await page(`search=${encodeURIComponent('5566 7788')}`)).data)).toEqual(
      [ids.usedUp, ids.expiring].sort(),
    );
    expect(idsOf((await page(`search=${encodeURIComponent('omar said')}`)).data)).toEqual(
      [ids.expiring, ids.owing].sort(),
    );
    // Every word must match: Zayd with Coach Omar is one package.
    expect(idsOf((await page(`search=${encodeURIComponent('quraishi omar')}`)).data)).toEqual([ids.expiring]);
    const none = await page(`search=${encodeURIComponent('100%_')}`);
    expect(none).toEqual({ data: [], total: 0, nextCursor: null });
  });

  it('pages by cursor, newest first, each package once, the total of the filter on every page', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer: PtPackagePage = await page(`pageSize=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(answer.total).toBe(9);
      expect(answer.data.length).toBeLessThanOrEqual(2);
      seen.push(...answer.data.map((row) => row.id));
      cursor = answer.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(5);
    expect(new Set(seen).size).toBe(9);
    const all = await page('pageSize=100');
    expect(all.data.map((row) => row.id)).toEqual(seen);
    expect(all.nextCursor).toBeNull();
  });

  it('answers bad input with 400 and needs a session', async () => {
    for (const query of [
      'status=finished',
      'balance=some',
      'pageSize=0',
      'pageSize=101',
      'cursor=not-a-cursor',
      `cursor=${Buffer.from('["2026-11-10","yesterday","x"]').toString('base64url')}`,
      `search=${encodeURIComponent('a\u0000b')}`,
    ]) {
      const answer = await call(t.baseUrl, 'GET', `/api/personal-trainings/page?${query}`, { session: desk });
      expect(answer.status, query).toBe(400);
    }
    expect((await call(t.baseUrl, 'GET', '/api/personal-trainings/page')).status).toBe(401);
  });
});
