import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import type { EventChanges, EventLogPage, LoggedEvent } from '@gym/kernel/contracts/event-log-contracts';
import { call } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { createPlan, memberWithMembership, PAID_IN_CASH } from '../support/desk-fixtures.js';
import { staffWith } from '../support/staff-fixtures.js';

/** Issue 13, item 3: the Audit trail names its subjects and shows what an event changed, before and after. */
describe('the event log: names of subjects and the state before and after', () => {
  const { t, admin, desk } = appForFile({ label: 'audit_names' }, 'admin', 'desk');
  let membersOnly: Session;
  let memberId: string;
  let planId: string;
  let invoiceId: string;
  let invoiceNumber: string;

  const find = async (session: Session, query: string, pick: (e: LoggedEvent) => boolean) => {
    const page = await call<EventLogPage>(t.baseUrl, 'GET', `/api/events?limit=200&${query}`, { session });
    expect(page.status).toBe(200);
    const found = page.body.data.filter(pick);
    expect(found.length, `no event for ${query}`).toBeGreaterThan(0);
    return found;
  };
  const changesAt = (session: Session, position: number | string) =>
    call<EventChanges & { message?: string }>(t.baseUrl, 'GET', `/api/events/${position}/changes`, { session });

  beforeAll(async () => {
    membersOnly = await staffWith(t, admin, 'Names Member Viewer', ['canViewMembers']);
    planId = (await createPlan(t.baseUrl, admin, { name: 'Names Monthly', price: 300 })).id;
    const sale = await memberWithMembership(t.baseUrl, desk, planId, {
      profile: { firstName: 'Noura', lastName: 'Before', phone: '+974 5551 0001' },
      sale: { ...PAID_IN_CASH, amount: 300 },
    });
    memberId = sale.member.id;
    invoiceId = sale.invoice.id;
    invoiceNumber = sale.invoice.number;
    const patch = (path: string, body: unknown) => call(t.baseUrl, 'PATCH', path, { session: admin, body });
    expect((await patch(`/api/membership-plans/${planId}`, { price: 350 })).status).toBe(200);
    expect((await patch(`/api/members/${memberId}`, { lastName: 'After', phone: '+974 5551 0002' })).status).toBe(200);
    await t.caughtUp();
  });

  it('reads members and invoices by their current names, not short ids', async () => {
    const [payment] = await find(desk, `stream=invoice-${invoiceId}&type=PaymentRecorded`, () => true);
    expect(payment!.words).toContainEqual({ ref: 'invoice', id: invoiceId, label: invoiceNumber });
    // Renamed after the payment: the words use today's name.
    expect(payment!.words).toContainEqual({ ref: 'member', id: memberId, label: 'Noura After' });
    const [registered] = await find(desk, `stream=member-${memberId}&type=MemberRegistered`, () => true);
    expect(registered!.words).toEqual([
      'registered member ',
      { ref: 'member', id: memberId, label: 'Noura Before' },
      expect.stringMatching(/^ \(#\d+\), joined $/),
      { date: expect.any(String) },
    ]);
    const [sold] = await find(desk, `stream=member-${memberId}&type=MembershipSold`, () => true);
    expect(sold!.words).toContainEqual({ ref: 'invoice', id: invoiceId, label: invoiceNumber });
  });

  it("shows a member's phone and name before and after a profile change", async () => {
    const [changed] = await find(desk, `stream=member-${memberId}&type=MemberProfileChanged`, () => true);
    const answer = await changesAt(desk, changed!.position);
    expect(answer.status).toBe(200);
    expect(answer.body.since?.type).toBe('MemberRegistered');
    expect(answer.body.changes).toEqual([
      { field: 'lastName', before: 'Before', after: 'After' },
      { field: 'phone', before: '+974 5551 0001', after: '+974 5551 0002' },
    ]);
  });

  it("shows a plan's price before and after (minor units, as stored)", async () => {
    const [changed] = await find(admin, `stream=plan-${planId}&type=MembershipPlanChanged`, () => true);
    const answer = await changesAt(admin, changed!.position);
    expect(answer.status).toBe(200);
    expect(answer.body.since?.type).toBe('MembershipPlanCreated');
    expect(answer.body.changes).toEqual([{ field: 'price', before: 30000, after: 35000 }]);
  });

  it('compares nothing for a new record or another record on the stream (a payment is not a change of the invoice)', async () => {
    const [registered] = await find(desk, `stream=member-${memberId}&type=MemberRegistered`, () => true);
    expect((await changesAt(desk, registered!.position)).body).toEqual({ since: null, changes: [] });
    const [payment] = await find(desk, `stream=invoice-${invoiceId}&type=PaymentRecorded`, () => true);
    expect((await changesAt(desk, payment!.position)).body).toEqual({ since: null, changes: [] });
  });

  it('answers 404 for an event the reader may not read, 400 for a bad position, 404 for none', async () => {
    const [payment] = await find(desk, `stream=invoice-${invoiceId}&type=PaymentRecorded`, () => true);
    expect((await changesAt(membersOnly, payment!.position)).status).toBe(404);
    expect((await changesAt(desk, 'abc')).status).toBe(400);
    expect((await changesAt(desk, 999_999_999)).status).toBe(404);
  });
});
