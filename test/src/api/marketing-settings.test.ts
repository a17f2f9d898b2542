import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callOk } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { appForFile } from '../support/app-for-file.js';
import { createMember } from '../support/desk-fixtures.js';
import { deliverySettings } from '../support/marketing-fixtures.js';
import { smtpForFile } from '../support/smtp-for-file.js';
import { SmtpTestServer } from '../support/smtp-test-server.js';
import { staffWith } from '../support/staff-fixtures.js';
import { storedEvents } from '../support/stored-events.js';
import { TestClock } from '../support/test-clock.js';

interface Consent {
  optedOut: string[];
  history: { at: string; change: string; channels: string[]; source: string; by: string }[];
}

/** Issue 16: the delivery settings screen's API, segment edit and delete, and consent recorded at the desk. */
describe('marketing: delivery settings, test message, segment changes, consent history', () => {
  const clock = new TestClock(new Date('2026-11-10T10:00:00+03:00'));
  const SECRET = 'hunter2-smtp-secret-value';
  const TOKEN = 'twilio-token-secret-value';
  const saved = { SMTP_PASSWORD: process.env.SMTP_PASSWORD, TWILIO_AUTH_TOKEN: process.env.TWILIO_AUTH_TOKEN };
  // The app starts and runs with no secret in the environment; it is put back as it was after the file.
  beforeAll(() => {
    delete process.env.SMTP_PASSWORD;
    delete process.env.TWILIO_AUTH_TOKEN;
  });
  afterAll(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  const smtp = smtpForFile();
  const { t, admin } = appForFile({ label: 'marketing-settings', clock }, 'admin');
  /** canViewMarketing and canEditMarketing, not canManageSettings. */
  let marketer: Session;
  /** canViewMarketing only. */
  let viewer: Session;

  const ok = <T>(method: string, path: string, body?: unknown, session = admin) =>
    callOk<T>(t.baseUrl, method, path, { session, body });
  const send = (body: unknown, session = admin) =>
    call<{ sent: boolean; detail: string }>(t.baseUrl, 'POST', '/api/marketing/delivery-settings/test', {
      session,
      body,
    });

  beforeAll(async () => {
    marketer = await staffWith(t, admin, 'Mona Marketer', ['canViewMarketing', 'canEditMarketing']);
    viewer = await staffWith(t, admin, 'Victor Viewer', ['canViewMarketing']);
    await ok('PUT', '/api/marketing/delivery-settings', deliverySettings(smtp.port));
    await t.caughtUp();
  });

  it('says whether each secret is set and under which name, never its value, in the answer or the log', async () => {
    let answer = await ok<{ smtpHost: string; secrets: Record<string, { env: string; configured: boolean }> }>(
      'GET',
      '/api/marketing/delivery-settings',
      undefined,
      viewer,
    );
    expect(answer.smtpHost).toBe('127.0.0.1');
    expect(answer.secrets.smtpPassword).toMatchObject({ env: 'SMTP_PASSWORD', configured: false });
    expect(answer.secrets.twilioAuthToken).toMatchObject({ env: 'TWILIO_AUTH_TOKEN', configured: false });
    process.env.SMTP_PASSWORD = SECRET;
    process.env.TWILIO_AUTH_TOKEN = TOKEN;
    const raw = await call(t.baseUrl, 'GET', '/api/marketing/delivery-settings', { session: viewer });
    answer = raw.body as typeof answer;
    expect(answer.secrets.smtpPassword?.configured).toBe(true);
    expect(answer.secrets.twilioAuthToken?.configured).toBe(true);
    expect(JSON.stringify(raw.body)).not.toContain(SECRET);
    expect(JSON.stringify(raw.body)).not.toContain(TOKEN);
    // A client sending the view back (secrets included) saves the settings only.
    await ok('PUT', '/api/marketing/delivery-settings', { ...answer, smtpUser: 'mailer', dailyCap: 300 });
    await t.caughtUp();
    const changes = await storedEvents(t.store, ['DeliverySettingsChanged']);
    expect(changes.at(-1)!.data).toMatchObject({ smtpUser: 'mailer', dailyCap: 300 });
    expect(changes.at(-1)!.data).not.toHaveProperty('secrets');
    const log = JSON.stringify(await storedEvents(t.store));
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain(TOKEN);
    await ok('PUT', '/api/marketing/delivery-settings', deliverySettings(smtp.port));
    await t.caughtUp();
  });

  it('lets only canManageSettings change the settings or send a test; a refusal changes and sends nothing', async () => {
    const before = await storedEvents(t.store);
    const change = await call(t.baseUrl, 'PUT', '/api/marketing/delivery-settings', {
      session: marketer,
      body: deliverySettings(smtp.port, { dailyCap: 1 }),
    });
    expect(change.status).toBe(403);
    const test = await send({ channel: 'email', to: 'owner@example.com' }, marketer);
    expect(test.status).toBe(403);
    await t.caughtUp();
    expect(await storedEvents(t.store)).toHaveLength(before.length);
    expect(smtp.delivered).toHaveLength(0);
    expect((await ok<{ dailyCap: number }>('GET', '/api/marketing/delivery-settings')).dailyCap).toBe(500);
  });

  it('sends a test e-mail through the saved SMTP server, and says why not in clear words when it fails', async () => {
    const before = (await storedEvents(t.store)).length;
    const sent = await send({ channel: 'email', to: 'owner@example.com' });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ sent: true, detail: expect.stringMatching(/^Sent to owner@example\.com/) });
    expect(smtp.delivered).toHaveLength(1);
    expect(smtp.delivered[0]).toMatchObject({ to: ['owner@example.com'], subject: 'Test message from Gym' });
    expect(smtp.delivered[0]!.text).toMatch(/sent by Gym Administrator to check the delivery settings/);

    smtp.refuse = { code: 550, text: 'Mailbox unavailable' };
    const refused = await send({ channel: 'email', to: 'nobody@example.com' });
    smtp.refuse = null;
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({
      sent: false,
      detail: expect.stringMatching(/^The SMTP server refused the message: .*550 Mailbox unavailable/),
    });

    // Nothing listens on the port: an answer, not a 500, and one that does not say the port is closed (issue 43).
    const closed = new SmtpTestServer();
    await closed.start();
    const port = closed.port;
    await closed.stop();
    await ok('PUT', '/api/marketing/delivery-settings', deliverySettings(port));
    await t.caughtUp();
    const unreachable = await send({ channel: 'email', to: 'owner@example.com' });
    expect(unreachable.status).toBe(200);
    expect(unreachable.body).toEqual({
      sent: false,
      detail:
        'Could not deliver through that server. Check the server name, the port and the encryption; the server log ' +
        'has the details.',
    });
    await ok('PUT', '/api/marketing/delivery-settings', deliverySettings(smtp.port, { smtpHost: '', fromEmail: '' }));
    await t.caughtUp();
    expect((await send({ channel: 'email', to: 'owner@example.com' })).body).toEqual({
      sent: false,
      detail: 'E-mail is not set up: enter the SMTP server and the sender address, and save.',
    });
    // Texts with the log-only provider say so; Twilio without its account says what is missing.
    expect((await send({ channel: 'sms', to: '+974 5512 3456' })).body).toEqual({
      sent: true,
      detail: expect.stringMatching(/"Log only": the message was written to the server log, not sent/),
    });
    await ok('PUT', '/api/marketing/delivery-settings', deliverySettings(smtp.port, { smsProvider: 'twilio' }));
    await t.caughtUp();
    expect((await send({ channel: 'whatsapp', to: '+974 5512 3456' })).body).toEqual({
      sent: false,
      detail: 'Twilio is not set up: missing the Twilio account SID, the WhatsApp sender number.',
    });
    expect((await send({ channel: 'email', to: 'not-an-address' })).status).toBe(400);
    // A test message records nothing in the log (only the settings changes above did).
    const after = await storedEvents(t.store);
    expect(after.slice(before).map((e) => e.type)).toEqual([
      'DeliverySettingsChanged',
      'DeliverySettingsChanged',
      'DeliverySettingsChanged',
    ]);
    await ok('PUT', '/api/marketing/delivery-settings', deliverySettings(smtp.port));
    await t.caughtUp();
  });

  it('changes and deletes a segment; a segment a campaign still sends to is not deleted', async () => {
    await createMember(t.baseUrl, admin, { firstName: 'Noor', gender: 'female', email: 'noor@example.com' });
    await createMember(t.baseUrl, admin, { firstName: 'Ali', gender: 'male', email: 'ali@example.com' });
    await t.caughtUp();
    const { id } = await ok<{ id: string }>(
      'POST',
      '/api/marketing/segments',
      { name: 'Women', criteria: { gender: 'female' } },
      marketer,
    );
    await t.caughtUp();
    await ok('PUT', `/api/marketing/segments/${id}`, { name: 'Everyone', criteria: {} }, marketer);
    await t.caughtUp();
    expect(await ok('GET', '/api/marketing/segments')).toEqual([
      expect.objectContaining({ id, name: 'Everyone', criteria: {}, count: 2 }),
    ]);
    const template = await ok<{ id: string }>('POST', '/api/marketing/templates', {
      name: 'Hello',
      channel: 'sms',
      bodyEn: 'Hi {{firstName}}',
      bodyAr: 'أهلا {{firstName}}',
    });
    await t.caughtUp();
    const campaign = await ok<{ id: string }>('POST', '/api/marketing/campaigns', {
      name: 'Hello all',
      kind: 'one-off',
      segmentId: id,
      templateId: template.id,
      language: 'en',
    });
    await t.caughtUp();
    // The viewer may not delete; the campaign not yet sent keeps its segment.
    expect((await call(t.baseUrl, 'DELETE', `/api/marketing/segments/${id}`, { session: viewer })).status).toBe(403);
    const refused = await call<{ message: string }>(t.baseUrl, 'DELETE', `/api/marketing/segments/${id}`, {
      session: marketer,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This segment is used by "Hello all", which still sends to it. Pause or finish that campaign first.',
    );
    expect((await storedEvents(t.store, ['SegmentDeleted'])).length).toBe(0);
    // Once sent, the campaign no longer needs it.
    await ok('POST', `/api/marketing/campaigns/${campaign.id}/launch`);
    await t.caughtUp();
    await ok('DELETE', `/api/marketing/segments/${id}`, undefined, marketer);
    await t.caughtUp();
    expect(await ok('GET', '/api/marketing/segments')).toEqual([]);
    expect((await call(t.baseUrl, 'DELETE', `/api/marketing/segments/${id}`, { session: marketer })).status).toBe(404);
    expect(
      (
        await call(t.baseUrl, 'PUT', `/api/marketing/segments/${id}`, {
          session: marketer,
          body: { name: 'Back', criteria: {} },
        })
      ).status,
    ).toBe(404);
  });

  it('records consent told at the desk with its history (when, channels, source, who)', async () => {
    const member = await createMember(t.baseUrl, admin, { firstName: 'Dana', email: 'dana@example.com' });
    await t.caughtUp();
    const path = `/api/marketing/consent/${member.id}`;
    expect(await ok<Consent>('GET', path, undefined, viewer)).toEqual({ optedOut: [], history: [] });
    // canViewMarketing alone may not record: 403 and nothing changes.
    expect((await call(t.baseUrl, 'POST', path, { session: viewer, body: { optOut: ['sms'] } })).status).toBe(403);
    expect(
      (await call(t.baseUrl, 'POST', path, { session: marketer, body: { optOut: ['sms'], optIn: ['sms'] } })).status,
    ).toBe(400);
    expect(
      (
        await call(t.baseUrl, 'POST', '/api/marketing/consent/no-such-member', {
          session: marketer,
          body: { optOut: ['sms'] },
        })
      ).status,
    ).toBe(404);
    await t.caughtUp();
    expect(await ok<Consent>('GET', path)).toEqual({ optedOut: [], history: [] });

    await ok('POST', path, { optOut: ['sms', 'whatsapp'] }, marketer);
    await t.caughtUp();
    await ok('POST', path, { optIn: ['whatsapp'], optOut: ['email'] }, marketer);
    await t.caughtUp();
    const consent = await ok<Consent>('GET', path, undefined, viewer);
    expect(consent.optedOut.sort()).toEqual(['email', 'sms']);
    expect(consent.history).toEqual([
      { at: expect.any(String), change: 'opt-in', channels: ['whatsapp'], source: 'staff', by: 'Mona Marketer' },
      { at: expect.any(String), change: 'opt-out', channels: ['email'], source: 'staff', by: 'Mona Marketer' },
      {
        at: '2026-11-10T07:00:00.000Z',
        change: 'opt-out',
        channels: ['sms', 'whatsapp'],
        source: 'staff',
        by: 'Mona Marketer',
      },
    ]);
  });
});
