import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { DASHBOARD_FIGURES } from '../support/dashboard-fields.js';
import { call } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import {
  createMember,
  createPlan,
  memberWithMembership,
  PAID_IN_CASH,
  sellNewRegistration,
} from '../support/desk-fixtures.js';
import { gymSettings } from '../support/settings-fixtures.js';
import { collect as collectNotices, connect as connectSocket, until } from '../support/socket-client.js';
import type { Notice as ChangeNotice } from '../support/socket-client.js';
import { staffWith } from '../support/staff-fixtures.js';

/* The dashboard shows money only to those who may see money (issue 11 item 5). */

const { counts: EVERYONE, money: MONEY, pt: PT } = DASHBOARD_FIGURES;

describe('dashboard figures by permission', () => {
  const { t, admin } = appForFile({ label: 'dashacl' }, 'admin');
  let nobody: Session;
  let cashier: Session;
  let trainer: Session;
  let paidAt = 0;
  beforeAll(async () => {
    nobody = await staffWith(t, admin, 'No Flags', []);
    cashier = await staffWith(t, admin, 'Cashier', ['canViewFinancials']);
    trainer = await staffWith(t, admin, 'Trainer', ['canViewPT']);
    const plan = await createPlan(t.baseUrl, admin, { price: 400, joiningFee: 0 });
    const { member } = await memberWithMembership(t.baseUrl, admin, plan.id, {
      sale: { ...PAID_IN_CASH, amount: 400 },
    });
    const trainerId = (
      await call<{ id: string }>(t.baseUrl, 'POST', '/api/trainers', { session: admin, body: { name: 'Coach Sami' } })
    ).body.id;
    const pt = await call<{ position: number }>(t.baseUrl, 'POST', '/api/personal-trainings', {
      session: admin,
      body: { memberId: member.id, trainerId, sessions: 8, amount: 1600, paidAmount: 600, source: 'self' },
    });
    expect(pt.status).toBe(201);
    paidAt = pt.body.position;
  });

  const stats = async (session: Session) => {
    const answer = await call<Record<string, unknown>>(t.baseUrl, 'GET', '/api/stats/dashboard', {
      session,
      headers: { 'x-min-position': String(paidAt) },
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('gives a user without flags the counts only: no revenue, no dues, no PT amounts or trainer earnings', async () => {
    const answer = await stats(nobody);
    expect(Object.keys(answer).sort()).toEqual([...EVERYONE].sort());
    expect(answer).toMatchObject({ totalMembers: 1, activeMembers: 1 });
  });

  it('adds the money figures with canViewFinancials and the PT figures with canViewPT', async () => {
    const cash = await stats(cashier);
    expect(Object.keys(cash).sort()).toEqual([...EVERYONE, ...MONEY].sort());
    expect(cash.monthlyRevenue).toBe(1000);
    const pt = await stats(trainer);
    expect(Object.keys(pt).sort()).toEqual([...EVERYONE, ...PT].sort());
    expect(pt.monthlyPTAmount).toBe(1600);
    expect(pt.trainerPTStats).toEqual([
      { trainerId: expect.any(String), trainerName: 'Coach Sami', selfSourceAmount: 1600, counterSourceAmount: 0 },
    ]);
    expect(Object.keys(await stats(admin)).sort()).toEqual([...EVERYONE, ...MONEY, ...PT].sort());
  });

  it('says in the OpenAPI document which figures need which flag', async () => {
    const docs = await call<{ paths: Record<string, { get: { description: string } }> }>(t.baseUrl, 'GET', '/api/docs');
    expect(docs.body.paths['/api/stats/dashboard']!.get.description).toContain(
      'monthlyRevenue, percentageChange, pastDuePayments, totalDueAmount (canViewFinancials); ' +
        'totalPTAmount, monthlyPTAmount, trainerPTStats (canViewPT)',
    );
  });

  it('pushes dashboard notices without figures, and no money topic, to a user without flags', async () => {
    const [nobodySocket, adminSocket] = await Promise.all([
      connectSocket(t.baseUrl, nobody),
      connectSocket(t.baseUrl, admin),
    ]);
    try {
      const heard = collectNotices(nobodySocket);
      const adminHeard = collectNotices(adminSocket);
      const member = await createMember(t.baseUrl, admin, { firstName: 'Mariam' });
      const plan = await createPlan(t.baseUrl, admin, { name: 'Quarter', price: 900, joiningFee: 0 });
      // Notices carry the position of the last event their projector applied: the sale's come after the plan's.
      await sellNewRegistration(t.baseUrl, admin, member.id, plan.id, {
        status: 'paid',
        paymentMethod: 'card',
        amount: 900,
      });
      const reached = (notices: ChangeNotice[], topic: string) =>
        notices.some((n) => n.topics.includes(topic) && n.position > plan.position);
      await until(
        () => reached(adminHeard, 'invoices') && reached(adminHeard, 'dashboard') && reached(heard, 'dashboard'),
      );
      // Whatever the admin heard has been sent to this socket too; a notice everyone hears closes the window.
      const settings = await call<{ position: number }>(t.baseUrl, 'PUT', '/api/settings', {
        session: admin,
        body: gymSettings('Gym After Payment'),
      });
      await until(() => heard.some((n) => n.topics.includes('settings') && n.position === settings.body.position));
      // A notice carries every topic of its step this user may read (the sale's: the dashboard), never another.
      const topics = new Set(heard.flatMap((n) => n.topics));
      expect(topics.has('invoices')).toBe(false);
      expect(topics.has('personal-training')).toBe(false);
      for (const notice of heard) {
        expect(notice).toEqual({ topics: expect.any(Array), position: expect.any(Number) });
        expect(notice.topics.length).toBeGreaterThan(0);
      }
    } finally {
      nobodySocket.close();
      adminSocket.close();
    }
  });
});
