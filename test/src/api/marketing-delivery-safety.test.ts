import { createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelsFor } from '@gym/modules/insight/marketing/channels/channels';
import type { Resolve } from '@gym/modules/insight/marketing/channels/outgoing-address';
import type { DeliverySettings } from '@gym/modules/insight/marketing/marketing-contracts';
import { call, callOk, signInAdmin } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { createMember } from '../support/desk-fixtures.js';
import { ALLOW_LOCAL_SMTP, deliverySettings } from '../support/marketing-fixtures.js';
import { SmtpTestServer } from '../support/smtp-test-server.js';
import { storedEvents } from '../support/stored-events.js';
import { TestClock } from '../support/test-clock.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';

interface Problem {
  message: string;
  issues?: { path: string[]; message: string }[];
}
interface Report {
  failed: { reason: string; count: number }[];
  messages: { status: string; reason: string | null }[];
}

/** A TCP server that does something other than SMTP with each connection (closes it, or answers like HTTP). */
async function rawServer(onConnection: (socket: Socket) => void): Promise<{ port: number; stop: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/*
 * Issue 43 item 4: whoever holds the delivery settings must not be able to point the server at internal addresses
 * (a port scanner through "Send test"). Loopback, private, link-local… servers are refused when saved and again when
 * connecting, unless GYM_ALLOW_LOCAL_SMTP=1 allows a local relay; every network failure reads the same; and a test
 * right after saving goes through the settings just saved.
 */
describe('marketing: outgoing delivery and internal addresses', () => {
  let t: TestApp;
  let admin: Session;
  let smtp: SmtpTestServer;
  const clock = new TestClock(new Date('2026-11-10T10:00:00+03:00'));
  const previous = process.env[ALLOW_LOCAL_SMTP];
  const allowLocal = (allowed: boolean) => {
    if (allowed) process.env[ALLOW_LOCAL_SMTP] = '1';
    else delete process.env[ALLOW_LOCAL_SMTP];
  };

  const ok = <T>(method: string, path: string, body?: unknown) =>
    callOk<T>(t.baseUrl, method, path, { session: admin, body });
  const save = (body: unknown) =>
    call<Problem>(t.baseUrl, 'PUT', '/api/marketing/delivery-settings', { session: admin, body });
  const sendTest = () =>
    ok<{ sent: boolean; detail: string }>('POST', '/api/marketing/delivery-settings/test', {
      channel: 'email',
      to: 'owner@example.com',
    });

  beforeAll(async () => {
    allowLocal(false);
    smtp = await new SmtpTestServer().start();
    t = await startTestApp({ label: 'marketing-delivery-safety', clock });
    admin = await signInAdmin(t.baseUrl);
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env[ALLOW_LOCAL_SMTP];
    else process.env[ALLOW_LOCAL_SMTP] = previous;
    await t?.stop();
    await smtp?.stop();
  });

  it('refuses an SMTP server on this computer or a private network when saved: a 400 naming smtpHost', async () => {
    allowLocal(false);
    const before = (await storedEvents(t.store)).length;
    const internal = [
      '127.0.0.1',
      '127.8.9.10',
      '127.1',
      'localhost',
      '0.0.0.0',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.10',
      '100.64.0.1',
      '169.254.169.254',
      'fe80::1',
      'fd12:3456::1',
      '224.0.0.1',
      '255.255.255.255',
    ];
    for (const host of internal) {
      const refused = await save(deliverySettings(587, { smtpHost: host }));
      expect(refused.status, host).toBe(400);
      expect(refused.body.issues, host).toEqual([{ code: 'custom', path: ['smtpHost'], message: expect.any(String) }]);
      expect(refused.body.message, host).toMatch(/^smtpHost: /);
    }
    const loopback = await save(deliverySettings(587, { smtpHost: '127.0.0.1' }));
    expect(loopback.body.message).toBe(
      'smtpHost: "127.0.0.1" is this computer (a loopback address). Outgoing mail goes only to servers on the ' +
        'internet; to use a relay on this computer or the local network, start the server with GYM_ALLOW_LOCAL_SMTP=1.',
    );
    const named = await save(deliverySettings(587, { smtpHost: 'localhost' }));
    expect(named.body.message).toMatch(/^smtpHost: "localhost" resolves to this computer \(a loopback address\)/);
    const metadata = await save(deliverySettings(587, { smtpHost: '169.254.169.254' }));
    expect(metadata.body.message).toBe(
      'smtpHost: "169.254.169.254" is a link-local address. Outgoing mail never goes there.',
    );
    // Not a server name at all.
    const garbage = await save(deliverySettings(587, { smtpHost: 'http://mail.example.com:25/' }));
    expect(garbage.status).toBe(400);
    expect(garbage.body.issues?.[0]?.path).toEqual(['smtpHost']);
    await t.caughtUp();
    expect(await storedEvents(t.store)).toHaveLength(before);
  });

  it('refuses ports other than SMTP’s (25, 465, 587, 2525) when saved: a 400 naming smtpPort', async () => {
    allowLocal(false);
    const before = (await storedEvents(t.store)).length;
    for (const port of [5432, 22, 80, 6379, 3000]) {
      const refused = await save(deliverySettings(port, { smtpHost: '203.0.113.10' }));
      expect(refused.status, String(port)).toBe(400);
      expect(refused.body.issues, String(port)).toEqual([
        { code: 'custom', path: ['smtpPort'], message: expect.any(String) },
      ]);
    }
    expect((await save(deliverySettings(5432, { smtpHost: '203.0.113.10' }))).body.message).toBe(
      'smtpPort: Port 5432 is not an SMTP port: use 587 (STARTTLS), 465 (TLS), 25 or 2525. Other ports need ' +
        'GYM_ALLOW_LOCAL_SMTP=1 when the server starts.',
    );
    await t.caughtUp();
    expect(await storedEvents(t.store)).toHaveLength(before);
    for (const port of [25, 465, 587, 2525]) {
      expect((await save(deliverySettings(port, { smtpHost: '203.0.113.10' }))).status, String(port)).toBe(200);
    }
    // An empty server (e-mail not set up) is no address at all.
    expect((await save(deliverySettings(5432, { smtpHost: '', fromEmail: '' }))).status).toBe(200);
    await t.caughtUp();
  });

  it('allows a local relay on any port with GYM_ALLOW_LOCAL_SMTP=1, and still refuses link-local', async () => {
    allowLocal(true);
    expect((await save(deliverySettings(smtp.port, { smtpHost: 'localhost' }))).status).toBe(200);
    expect((await save(deliverySettings(smtp.port, { smtpHost: '192.168.1.10' }))).status).toBe(200);
    expect((await save(deliverySettings(25, { smtpHost: '169.254.169.254' }))).status).toBe(400);
    expect((await save(deliverySettings(25, { smtpHost: '0.0.0.0' }))).status).toBe(400);
    await ok('PUT', '/api/marketing/delivery-settings', deliverySettings(smtp.port));
    await t.caughtUp();
    expect(await sendTest()).toEqual({ sent: true, detail: 'Sent to owner@example.com: 127.0.0.1 accepted it.' });
    expect(smtp.delivered).toHaveLength(1);
    smtp.delivered.length = 0;
  });

  it('refuses again when connecting: settings saved while local relays were allowed send nothing now', async () => {
    allowLocal(true);
    await ok(
      'PUT',
      '/api/marketing/delivery-settings',
      deliverySettings(smtp.port, { quietFrom: '00:00', quietUntil: '00:00' }),
    );
    const member = await createMember(t.baseUrl, admin, { firstName: 'Layla', email: 'layla@example.com' });
    await t.caughtUp();
    const template = await ok<{ id: string }>('POST', '/api/marketing/templates', {
      name: 'Hello',
      channel: 'email',
      subjectEn: 'Hello',
      subjectAr: 'مرحبا',
      bodyEn: 'Hi {{firstName}}',
      bodyAr: 'أهلا {{firstName}}',
    });
    await t.caughtUp();
    const campaign = await ok<{ id: string }>('POST', '/api/marketing/campaigns', {
      name: 'Everyone',
      kind: 'one-off',
      memberIds: [member.id],
      templateId: template.id,
      language: 'en',
    });
    await t.caughtUp();
    allowLocal(false);
    const connections = smtp.connections;

    const test = await sendTest();
    expect(test.sent).toBe(false);
    expect(test.detail).toMatch(/^"127\.0\.0\.1" is this computer \(a loopback address\)/);

    await ok('POST', `/api/marketing/campaigns/${campaign.id}/launch`);
    await t.caughtUp();
    clock.set(new Date(clock.now().getTime() + 60_000).toISOString());
    await t.jobs.runDue();
    await t.caughtUp();
    const report = await ok<Report>('GET', `/api/marketing/campaigns/${campaign.id}/report`);
    expect(report.messages).toEqual([
      expect.objectContaining({ status: 'queued', reason: expect.stringMatching(/is this computer/) }),
    ]);
    expect(smtp.connections).toBe(connections);
    expect(smtp.delivered).toHaveLength(0);
  });

  it('words every network failure the same: closed port, reset, not SMTP, failed TLS', async () => {
    allowLocal(true);
    const closed = await rawServer(() => undefined);
    const closedPort = closed.port;
    await closed.stop();
    const reset = await rawServer((socket) => socket.destroy());
    const http = await rawServer((socket) => socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n'));
    const details: string[] = [];
    try {
      for (const settings of [
        deliverySettings(closedPort),
        deliverySettings(reset.port),
        deliverySettings(http.port),
        deliverySettings(smtp.port, { smtpSecurity: 'tls' }),
      ]) {
        await ok('PUT', '/api/marketing/delivery-settings', settings);
        await t.caughtUp();
        const answer = await sendTest();
        expect(answer.sent).toBe(false);
        details.push(answer.detail);
      }
    } finally {
      await reset.stop();
      await http.stop();
    }
    expect(details).toEqual(
      Array(4).fill(
        'Could not deliver through that server. Check the server name, the port and the encryption; the server ' +
          'log has the details.',
      ),
    );
    expect(smtp.delivered).toHaveLength(0);
  });

  it('sends the test through the settings just saved, even while the read model still has the previous ones', async () => {
    allowLocal(true);
    const next = await new SmtpTestServer().start();
    const lock = await t.db.pool.connect();
    try {
      await ok('PUT', '/api/marketing/delivery-settings', deliverySettings(smtp.port));
      await t.caughtUp();
      // Holds the projection of the next save back: the read table keeps the previous settings meanwhile.
      await lock.query('BEGIN');
      await lock.query('LOCK TABLE read.marketing_delivery_settings IN EXCLUSIVE MODE');
      await ok(
        'PUT',
        '/api/marketing/delivery-settings',
        deliverySettings(next.port, { fromEmail: 'hello@gym.example' }),
      );
      const sent = await sendTest();
      expect(sent.sent).toBe(true);
      expect(next.delivered).toEqual([expect.objectContaining({ from: 'hello@gym.example' })]);
      expect(smtp.delivered).toHaveLength(0);
    } finally {
      await lock.query('COMMIT');
      lock.release();
      await t.caughtUp();
      await next.stop();
    }
  });

  it('connects to the address it checked, never asking the name again (DNS rebinding)', async () => {
    // The name resolves nowhere on this machine: only the answer checked can lead to the server.
    const asked: string[] = [];
    const rebinding: Resolve = (host) => {
      asked.push(host);
      return Promise.resolve([{ address: asked.length === 1 ? '127.0.0.1' : '10.9.9.9', family: 4 }]);
    };
    const settings = deliverySettings(smtp.port, { smtpHost: 'mail.rebinding.test' }) as DeliverySettings;
    const deliver = channelsFor(
      settings,
      pino({ level: 'silent' }),
      { GYM_ALLOW_LOCAL_SMTP: '1' },
      { resolve: rebinding },
    );
    const message = {
      channel: 'email',
      to: 'owner@example.com',
      subject: 'Hi',
      body: 'Hello',
      unsubscribeUrl: null,
    } as const;
    await deliver({ ...message, messageId: 'rebinding-1' });
    await deliver({ ...message, messageId: 'rebinding-1b' });
    expect(asked).toEqual(['mail.rebinding.test']);
    expect(smtp.delivered).toEqual([
      expect.objectContaining({ subject: 'Hi' }),
      expect.objectContaining({ subject: 'Hi' }),
    ]);
    smtp.delivered.length = 0;
    // Without GYM_ALLOW_LOCAL_SMTP the same answer is refused before any connection.
    const connections = smtp.connections;
    const refused = channelsFor(
      { ...settings, smtpPort: 587 },
      pino({ level: 'silent' }),
      {},
      {
        resolve: () => rebinding('again'),
      },
    );
    await expect(refused({ ...message, messageId: 'rebinding-2' })).rejects.toThrow(
      /"mail\.rebinding\.test" resolves to a private network address/,
    );
    expect(smtp.connections).toBe(connections);
  });
});
