import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callOk } from '../support/api-client.js';
import { appForFile } from '../support/app-for-file.js';
import { createMember } from '../support/desk-fixtures.js';
import { deliverySettings } from '../support/marketing-fixtures.js';
import { smtpForFile } from '../support/smtp-for-file.js';
import { staffWith } from '../support/staff-fixtures.js';
import { TestClock } from '../support/test-clock.js';
import { TwilioTestServer } from '../support/twilio-test-server.js';

const profile = {
  goal: 'general-fitness',
  age: 41,
  sex: 'male',
  heightCm: 175,
  weightKg: 82,
  experience: 'beginner',
  daysPerWeek: 3,
  equipment: 'full-gym',
};

describe('sending an advisor plan to its member through a marketing channel', () => {
  // 10:00 in Qatar: outside the default quiet hours.
  const clock = new TestClock(new Date('2026-11-10T10:00:00+03:00'));
  const smtp = smtpForFile();
  // The app sends texts to the Twilio stand-in, named in the environment it starts with; put back after the file.
  let twilio: TwilioTestServer;
  let saved: { url: string | undefined; token: string | undefined } | undefined;
  beforeAll(async () => {
    twilio = await new TwilioTestServer().start();
    saved = { url: process.env.TWILIO_API_URL, token: process.env.TWILIO_AUTH_TOKEN };
    process.env.TWILIO_API_URL = twilio.url;
    process.env.TWILIO_AUTH_TOKEN = 'test-token';
  });
  afterAll(async () => {
    await twilio?.stop();
    // A worker may run other files after this one: they get the environment they would have had.
    for (const [name, value] of [
      ['TWILIO_API_URL', saved?.url],
      ['TWILIO_AUTH_TOKEN', saved?.token],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  const { t, admin } = appForFile({ label: 'advisor-send', clock }, 'admin');

  const ok = <T>(method: string, path: string, body?: unknown, session = admin) =>
    callOk<T>(t.baseUrl, method, path, { session, body });
  async function deliver() {
    clock.set(new Date(clock.now().getTime() + 60_000).toISOString());
    await t.jobs.runDue();
    await t.caughtUp();
  }
  async function savedPlanFor(overrides: Record<string, unknown> = {}) {
    const member = await createMember(t.baseUrl, admin, { firstName: 'Khalid', gender: 'male', ...overrides });
    await t.caughtUp();
    const plan = await ok('POST', '/api/ai-fitness/plan', { ...profile, memberId: member.id });
    const saved = await ok<{ id: string }>('POST', '/api/ai-fitness/plans', { memberId: member.id, plan });
    await t.caughtUp();
    return { memberId: member.id, planId: saved.id };
  }
  const send = (planId: string, channel: string, session = admin) =>
    call<{ id: string; message?: string }>(t.baseUrl, 'POST', `/api/ai-fitness/plans/${planId}/send`, {
      session,
      body: { channel },
    });

  beforeAll(async () => {
    await ok(
      'PUT',
      '/api/marketing/delivery-settings',
      deliverySettings(smtp.port, {
        fromEmail: 'coach@gym.example',
        smsProvider: 'twilio',
        twilioAccountSid: 'AC42',
        smsFrom: '+15005550006',
        whatsappFrom: '+14155238886',
      }),
    );
    await t.caughtUp();
  });

  it('e-mails the plan through the outbox with an unsubscribe link, and records the send as an event the audit explains', async () => {
    const { memberId, planId } = await savedPlanFor({ email: 'khalid.plan@example.com' });
    const sent = await send(planId, 'email');
    expect(sent.status).toBe(201);
    await t.caughtUp();
    await deliver();
    const mail = smtp.delivered.find((m) => m.to[0] === 'khalid.plan@example.com');
    expect(mail?.subject).toMatch(/^Your training plan from /);
    expect(mail?.text).toMatch(/^Hello Khalid,/);
    expect(mail?.text).toMatch(/about \d+ kcal a day/);
    expect(mail?.text).toMatch(/Unsubscribe: https:\/\/gym\.example\/api\/marketing\/unsubscribe\//);

    const plan = await t.store.readStream(`fitness-plan-${planId}`);
    expect(plan.events.map((e) => e.type)).toEqual(['FitnessPlanSaved', 'FitnessPlanSent']);
    expect(plan.events[1]!.data).toMatchObject({ memberId, channel: 'email', messageId: sent.body.id });
    const message = await t.store.readStream(`marketing-message-${sent.body.id}`);
    expect(message.events.map((e) => e.type)).toEqual(['MessageQueued', 'MessageDispatching', 'MessageSent']);
    // The plan is written in English, so its message goes and is recorded in English (issue 46, item 7).
    expect(message.events[0]!.data).toMatchObject({ language: 'en' });

    const audit = await ok<{ data: { type: string; words: (string | { label?: string })[] | null }[] }>(
      'GET',
      `/api/events?stream=${encodeURIComponent(`fitness-plan-${planId}`)}`,
    );
    const words = audit.data.find((e) => e.type === 'FitnessPlanSent')?.words ?? [];
    expect(words.map((w) => (typeof w === 'string' ? w : w.label)).join('')).toMatch(
      /^sent a fitness plan by e-mail to Khalid /,
    );
  });

  it('sends by SMS and WhatsApp through the Twilio provider', async () => {
    const { planId } = await savedPlanFor({ phone: '+97455990011' });
    expect((await send(planId, 'sms')).status).toBe(201);
    expect((await send(planId, 'whatsapp')).status).toBe(201);
    await t.caughtUp();
    await deliver();
    const forMember = twilio.received.filter((r) => r.form.To?.endsWith('+97455990011'));
    expect(forMember.map((r) => r.form.To).sort()).toEqual(['+97455990011', 'whatsapp:+97455990011']);
    expect(forMember[0]!.form.Body).toMatch(/Reply STOP to opt out$/);
  });

  it('refuses a member who opted out of the channel or has no address for it (409, nothing recorded)', async () => {
    const { memberId, planId } = await savedPlanFor({ email: '' });
    const noEmail = await send(planId, 'email');
    expect(noEmail.status).toBe(409);
    expect(noEmail.body.message).toMatch(/has no e-mail address/);

    await ok('POST', `/api/marketing/consent/${memberId}`, { optOut: ['sms'] });
    await t.caughtUp();
    const optedOut = await send(planId, 'sms');
    expect(optedOut.status).toBe(409);
    expect(optedOut.body.message).toMatch(/opted out of SMS messages/);
    const plan = await t.store.readStream(`fitness-plan-${planId}`);
    expect(plan.events.map((e) => e.type)).toEqual(['FitnessPlanSaved']);
  });

  it('answers an unknown plan with 404, a bad channel with 400, and a user who cannot edit members with 403', async () => {
    const { planId } = await savedPlanFor();
    expect((await send('no-such-plan', 'sms')).status).toBe(404);
    expect((await send(planId, 'pigeon')).status).toBe(400);
    const viewer = await staffWith(t, admin, 'Plan Viewer', ['canViewMembers']);
    expect((await send(planId, 'sms', viewer)).status).toBe(403);
  });
});
