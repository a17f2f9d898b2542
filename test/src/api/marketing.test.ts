import { beforeAll, describe, expect, it } from 'vitest';
import { call, callOk, signInReception } from '../support/api-client.js';
import { appForFile } from '../support/app-for-file.js';
import { createMember } from '../support/desk-fixtures.js';
import { deliverySettings } from '../support/marketing-fixtures.js';
import { smtpForFile } from '../support/smtp-for-file.js';
import { TestClock } from '../support/test-clock.js';

interface Report {
  sent: number;
  pending: number;
  optedOut: number;
  failed: { reason: string; count: number }[];
  messages: { memberId: string; status: string; attempts: number; reason: string | null }[];
}

describe('marketing: segments, templates, campaigns and the outbox over SMTP', () => {
  // 10:00 in Qatar: outside the default quiet hours (21:00–09:00).
  const clock = new TestClock(new Date('2026-11-10T10:00:00+03:00'));
  const smtp = smtpForFile();
  const { t, admin } = appForFile({ label: 'marketing', clock }, 'admin');
  const tick = (minutes: number) => clock.set(new Date(clock.now().getTime() + minutes * 60_000).toISOString());

  const ok = <T>(method: string, path: string, body?: unknown, session = admin) =>
    callOk<T>(t.baseUrl, method, path, { session, body });
  /** Runs the due jobs (the outbox) with the clock moved past their interval, then waits for the projections. */
  async function deliver() {
    tick(1);
    await t.jobs.runDue();
    await t.caughtUp();
  }
  const report = (id: string) => ok<Report>('GET', `/api/marketing/campaigns/${id}/report`);

  async function campaignTo(segmentId: string, templateId: string, name: string) {
    const { id } = await ok<{ id: string }>('POST', '/api/marketing/campaigns', {
      name,
      kind: 'one-off',
      segmentId,
      templateId,
      language: 'en',
    });
    await t.caughtUp();
    return id;
  }

  let segmentId: string;
  let templateId: string;
  const women: string[] = [];

  beforeAll(async () => {
    await ok('PUT', '/api/marketing/delivery-settings', deliverySettings(smtp.port));
    for (const [firstName, email] of [
      ['Layla', 'layla@example.com'],
      ['Reem', 'reem@example.com'],
      ['Hessa', ''],
    ] as const) {
      women.push((await createMember(t.baseUrl, admin, { firstName, gender: 'female', email })).id);
    }
    await createMember(t.baseUrl, admin, { firstName: 'Omar', gender: 'male', email: 'omar@example.com' });
    await t.caughtUp();
  });

  it('counts a segment live from criteria, saves it, and refuses what marketing viewers may not do', async () => {
    const preview = await ok<{ count: number; sample: { name: string }[] }>('POST', '/api/marketing/segments/preview', {
      criteria: { gender: 'female' },
    });
    expect(preview.count).toBe(3);
    expect(
      (
        await ok<{ count: number }>('POST', '/api/marketing/segments/preview', {
          criteria: { gender: 'female', owingMoney: true },
        })
      ).count,
    ).toBe(0);
    const bad = await call(t.baseUrl, 'POST', '/api/marketing/segments/preview', {
      session: admin,
      body: { criteria: { noCheckInForDays: -3 } },
    });
    expect(bad.status).toBe(400);
    segmentId = (
      await ok<{ id: string }>('POST', '/api/marketing/segments', { name: 'Women', criteria: { gender: 'female' } })
    ).id;
    await t.caughtUp();
    const segments = await ok<{ id: string; count: number }[]>('GET', '/api/marketing/segments');
    expect(segments).toEqual([expect.objectContaining({ id: segmentId, name: 'Women', count: 3 })]);
    // The receptionist has no marketing flags (spec).
    const desk = await signInReception(t.baseUrl);
    expect((await call(t.baseUrl, 'GET', '/api/marketing/segments', { session: desk })).status).toBe(403);
  });

  it('saves templates in English and Arabic, refuses unknown placeholders, and previews for a member', async () => {
    const template = {
      name: 'Welcome back',
      channel: 'email',
      subjectEn: 'Hello {{firstName}}',
      subjectAr: 'مرحبا {{firstName}}',
      bodyEn: 'Hi {{firstName}}, {{gymName}} misses you. You owe {{amountDue}}.',
      bodyAr: 'أهلا {{firstName}}، نفتقدك في {{gymName}}.',
    };
    const unknown = await call<{ message: string }>(t.baseUrl, 'POST', '/api/marketing/templates', {
      session: admin,
      body: { ...template, bodyEn: 'Hi {{nickname}}' },
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toMatch(/Unknown placeholder/);
    templateId = (await ok<{ id: string }>('POST', '/api/marketing/templates', template)).id;
    await t.caughtUp();
    const en = await ok<{ subject: string; body: string; to: string }>('POST', '/api/marketing/templates/preview', {
      template,
      memberId: women[0],
      language: 'en',
    });
    expect(en.subject).toBe('Hello Layla');
    expect(en.body).toMatch(/^Hi Layla, Gym misses you\. You owe 0\.00 QAR\./);
    expect(en.to).toBe('layla@example.com');
    const ar = await ok<{ subject: string; body: string }>('POST', '/api/marketing/templates/preview', {
      template,
      memberId: women[0],
      language: 'ar',
    });
    expect(ar.subject).toBe('مرحبا Layla');
  });

  it('sends a one-off campaign through the outbox: one e-mail per member, none without an address, once only', async () => {
    const id = await campaignTo(segmentId, templateId, 'November welcome');
    const launched = await ok<{ queued: number }>('POST', `/api/marketing/campaigns/${id}/launch`);
    expect(launched.queued).toBe(3);
    const again = await call(t.baseUrl, 'POST', `/api/marketing/campaigns/${id}/launch`, { session: admin });
    expect(again.status).toBe(409);
    await t.caughtUp();
    await deliver();
    expect(smtp.delivered.map((m) => m.to[0]).sort()).toEqual(['layla@example.com', 'reem@example.com']);
    const mail = smtp.delivered.find((m) => m.to[0] === 'layla@example.com')!;
    expect(mail.subject).toBe('Hello Layla');
    expect(mail.text).toMatch(/Unsubscribe: https:\/\/gym\.example\/api\/marketing\/unsubscribe\/[0-9a-f-]+/);
    expect(mail.data).toMatch(/List-Unsubscribe: </);
    const r = await report(id);
    expect(r).toMatchObject({ sent: 2, pending: 0 });
    expect(r.messages.find((m) => m.memberId === women[2])).toMatchObject({ status: 'skipped', reason: 'no-address' });
    // Running the worker again sends nothing more.
    await deliver();
    expect(smtp.delivered).toHaveLength(2);
  });

  it('honours the unsubscribe link as a consent event: the next campaign skips that member', async () => {
    const mail = smtp.delivered.find((m) => m.to[0] === 'reem@example.com')!;
    const path = /https:\/\/gym\.example(\S+)/.exec(mail.text)![1]!;
    const page = await fetch(`${t.baseUrl}${path}`);
    expect(await page.text()).toMatch(/Unsubscribe/);
    expect((await ok<{ optedOut: string[] }>('GET', `/api/marketing/consent/${women[1]}`)).optedOut).toEqual([]);
    const post = await fetch(`${t.baseUrl}${path}`, { method: 'POST' });
    expect(post.status).toBe(200);
    await t.caughtUp();
    expect((await ok<{ optedOut: string[] }>('GET', `/api/marketing/consent/${women[1]}`)).optedOut).toEqual(['email']);

    const id = await campaignTo(segmentId, templateId, 'Second');
    await ok('POST', `/api/marketing/campaigns/${id}/launch`);
    await t.caughtUp();
    await deliver();
    const r = await report(id);
    expect(r).toMatchObject({ sent: 1, optedOut: 1 });
    expect(smtp.delivered.filter((m) => m.to[0] === 'reem@example.com')).toHaveLength(1);
  });

  it('retries a refused send with backoff, and reports a permanent refusal with its reason', async () => {
    const id = await campaignTo(segmentId, templateId, 'Retry');
    await ok('POST', `/api/marketing/campaigns/${id}/launch`);
    await t.caughtUp();
    smtp.refuse = { code: 451, text: 'Try again later' };
    await deliver();
    let r = await report(id);
    expect(r.messages.find((m) => m.memberId === women[0])).toMatchObject({ status: 'queued', attempts: 1 });
    // Not yet due: the first retry waits a minute.
    smtp.refuse = null;
    await t.jobs.runDue();
    await t.caughtUp();
    expect((await report(id)).sent).toBe(0);
    tick(2);
    await deliver();
    r = await report(id);
    expect(r.sent).toBe(1);
    expect(r.messages.find((m) => m.memberId === women[0])).toMatchObject({ status: 'sent', attempts: 2 });

    const permanent = await campaignTo(segmentId, templateId, 'Refused');
    await ok('POST', `/api/marketing/campaigns/${permanent}/launch`);
    await t.caughtUp();
    smtp.refuse = { code: 550, text: 'Mailbox unavailable' };
    await deliver();
    smtp.refuse = null;
    r = await report(permanent);
    expect(r.failed).toEqual([{ reason: expect.stringMatching(/550 Mailbox unavailable/), count: 1 }]);
  });

  it('sends nothing during quiet hours and no more than the daily cap', async () => {
    const id = await campaignTo(segmentId, templateId, 'Night');
    await ok('POST', `/api/marketing/campaigns/${id}/launch`);
    await t.caughtUp();
    clock.set('2026-11-10T22:30:00+03:00');
    const before = smtp.delivered.length;
    await deliver();
    expect(smtp.delivered.length).toBe(before);
    // Next morning with a cap of one message that day: one goes, the next waits.
    const settings = await ok<Record<string, unknown>>('GET', '/api/marketing/delivery-settings');
    await ok('PUT', '/api/marketing/delivery-settings', { ...settings, dailyCap: 1 });
    await t.caughtUp();
    clock.set('2026-11-11T09:30:00+03:00');
    // Reem opts back in at the desk (staff record it), so two members wait in this campaign.
    await ok('POST', `/api/marketing/consent/${women[1]}`, { optIn: ['email'] });
    await t.caughtUp();
    await deliver();
    expect(smtp.delivered.length).toBe(before + 1);
    await deliver();
    expect(smtp.delivered.length).toBe(before + 1);
    expect((await report(id)).pending).toBe(1);
    await ok('PUT', '/api/marketing/delivery-settings', { ...settings, dailyCap: 500 });
  });

  it('takes a STOP reply from the SMS provider as an opt-out of texts', async () => {
    process.env.SMS_INBOUND_KEY = 'inbound-secret';
    const member = await createMember(t.baseUrl, admin, { firstName: 'Texter', phone: '+974 5512 3456' });
    await t.caughtUp();
    const send = (key: string, body: string) =>
      fetch(`${t.baseUrl}/api/marketing/inbound-sms?key=${key}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ From: '+97455123456', Body: body }).toString(),
      });
    expect((await send('wrong', 'STOP')).status).toBe(403);
    expect((await send('inbound-secret', 'hello')).status).toBe(200);
    await t.caughtUp();
    expect((await ok<{ optedOut: string[] }>('GET', `/api/marketing/consent/${member.id}`)).optedOut).toEqual([]);
    expect((await send('inbound-secret', ' stop ')).status).toBe(200);
    await t.caughtUp();
    expect((await ok<{ optedOut: string[] }>('GET', `/api/marketing/consent/${member.id}`)).optedOut.sort()).toEqual([
      'sms',
      'whatsapp',
    ]);
    const events = await t.store.readStream(`marketing-consent-${member.id}`);
    expect(events.events.map((e) => e.type)).toEqual(['MemberOptedOut']);
  });
});
