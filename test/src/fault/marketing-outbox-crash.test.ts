import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callOk, signInAdmin } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { createMember } from '../support/desk-fixtures.js';
import { ProjectionServiceProcess } from '../support/projection-service-process.js';
import { deliverySettings } from '../support/marketing-fixtures.js';
import { smtpForFile } from '../support/smtp-for-file.js';
import { createAppDatabase, startCommandService } from '../support/test-app.js';
import type { AppDatabase, CommandServiceInstance } from '../support/test-app.js';

interface Report {
  sent: number;
  pending: number;
  messages: { to: string | null; status: string; attempts: number }[];
}

/*
 * The outbox worker runs in projection-service. Here that is the real main.ts in a process of its own, killed with
 * SIGKILL while the SMTP server holds the answer to a message's DATA (the worker is mid-send). The server never
 * said 250, so that message was not delivered; after a restart and the attempt's lease (1.5 s here) another attempt
 * sends it. Every member gets exactly one e-mail: no duplicate, no loss.
 */
describe('outbox worker killed mid-send', () => {
  let database: AppDatabase;
  let service: CommandServiceInstance;
  const smtp = smtpForFile();
  let admin: Session;
  const processes: ProjectionServiceProcess[] = [];
  const previousLease = process.env.MARKETING_DISPATCH_LEASE_MS;

  const start = async () => {
    const proc = new ProjectionServiceProcess(database.db.url);
    processes.push(proc);
    await proc.live;
    return proc;
  };
  const ok = <T>(method: string, path: string, body?: unknown) =>
    callOk<T>(service.baseUrl, method, path, { session: admin, body });
  /** Reads until the read model shows what `done` wants (each read waits for the next projection commit anyway). */
  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    process.env.MARKETING_DISPATCH_LEASE_MS = '1500';
    database = await createAppDatabase('outbox-crash');
    service = await startCommandService(database);
    await start();
    admin = await signInAdmin(service.baseUrl);
  });
  afterAll(async () => {
    for (const proc of processes) await proc.stop();
    await service?.stop();
    await database?.drop();
    if (previousLease === undefined) delete process.env.MARKETING_DISPATCH_LEASE_MS;
    else process.env.MARKETING_DISPATCH_LEASE_MS = previousLease;
  });

  it('delivers every message exactly once across a SIGKILL during the SMTP conversation', async () => {
    await ok(
      'PUT',
      '/api/marketing/delivery-settings',
      deliverySettings(smtp.port, { quietFrom: '00:00', quietUntil: '00:00' }),
    );
    const members: { id: string }[] = [];
    for (const name of ['Alia', 'Badr', 'Dana']) {
      members.push(
        await createMember(service.baseUrl, admin, { firstName: name, email: `${name.toLowerCase()}@example.com` }),
      );
    }
    const template = await ok<{ id: string }>('POST', '/api/marketing/templates', {
      name: 'Hello',
      channel: 'email',
      subjectEn: 'Hello {{firstName}}',
      subjectAr: 'مرحبا {{firstName}}',
      bodyEn: 'Hi {{firstName}}',
      bodyAr: 'أهلا {{firstName}}',
    });
    // Hold the first message's 250 before the campaign goes out, so the worker is caught mid-send.
    smtp.hold = true;
    const campaign = await until(
      () =>
        call<{ id: string }>(service.baseUrl, 'POST', '/api/marketing/campaigns', {
          session: admin,
          headers: { 'idempotency-key': 'crash-campaign-1' },
          body: {
            name: 'Crash',
            kind: 'one-off',
            memberIds: members.map((m) => m.id),
            templateId: template.id,
            language: 'en',
          },
        }),
      (answer) => answer.status === 201,
    );
    await until(
      () => call(service.baseUrl, 'POST', `/api/marketing/campaigns/${campaign.body.id}/launch`, { session: admin }),
      (answer) => answer.status === 200,
    );

    await smtp.waitFor(() => smtp.held.length > 0);
    const held = smtp.held[0]!;
    await processes[0]!.kill();
    if (!held.socket.destroyed) await new Promise((resolve) => held.socket.once('close', resolve));
    held.release(); // too late: the sender is gone, so this is not a delivery
    expect(smtp.delivered).toHaveLength(0);
    smtp.hold = false;

    await start();
    await smtp.waitFor(() => smtp.delivered.length >= 3);
    const report = await until(
      () => ok<Report>('GET', `/api/marketing/campaigns/${campaign.body.id}/report`),
      (r) => r.sent === 3,
    );
    const recipients = smtp.delivered.map((m) => m.to[0]).sort();
    expect(recipients).toEqual(['alia@example.com', 'badr@example.com', 'dana@example.com']);
    expect(new Set(smtp.delivered.map((m) => m.messageId)).size).toBe(3);
    expect(report.pending).toBe(0);
    // The interrupted message took a second attempt; the others one.
    expect(report.messages.map((m) => m.attempts).sort()).toEqual([1, 1, 2]);
  });
});
