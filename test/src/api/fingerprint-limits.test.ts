import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { call } from '../support/api-client.js';
import { createPlan, memberWithMembership } from '../support/desk-fixtures.js';
import { fingerprintAdmin } from '../support/fingerprint-fixtures.js';
import { storedEvents } from '../support/stored-events.js';
import { TestClock } from '../support/test-clock.js';
import { ZkReaderSimulator } from '../support/zk-reader-simulator.js';

process.env.GYM_FINGERPRINT_KEY = randomBytes(32).toString('base64');

/** A POST over a plain HTTP connection, the body written in pieces as a slow reader would, with a deadline. */
function post(
  url: string,
  body: Buffer,
  options: { chunked?: boolean; timeoutMs?: number } = {},
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const request = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: 'POST',
        headers: {
          'content-type': 'text/plain',
          ...(options.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(body.length) }),
        },
        timeout: options.timeoutMs ?? 20_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (piece: string) => (text += piece));
        response.on('end', () => resolve({ status: response.statusCode!, body: text, headers: response.headers }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${options.timeoutMs ?? 20_000} ms`)));
    request.on('error', reject);
    const piece = 64 * 1024;
    let at = 0;
    const write = () => {
      while (at < body.length) {
        const more = request.write(body.subarray(at, at + piece));
        at += piece;
        if (!more) return void request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}

/** Attendance lines as short as a reader writes them, from midnight on: `PIN\t2026-11-23 HH:MM:SS`. */
function punches(count: number, pin: (i: number) => string): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const seconds = i % 32_400;
    const time = new Date(Date.UTC(2026, 10, 23, 0, 0, 0) + seconds * 1000).toISOString().slice(0, 19);
    lines.push(`${pin(i)}\t${time.replace('T', ' ')}`);
  }
  return `${lines.join('\n')}\n`;
}

describe('bounded reader uploads: size, records per upload, requests per reader and address', () => {
  const clock = new TestClock(new Date('2026-11-23T09:00:00+03:00'));
  const { t, admin, desk } = appForFile({ label: 'fingerprint-limits', clock }, 'admin', 'desk');
  const serial = 'LIMIT0001';
  const cdata = (table: string) => `${t.baseUrl}/iclock/cdata?SN=${serial}&table=${table}&Stamp=1`;

  const readers = fingerprintAdmin(t, admin);
  /** New members holding a paid membership of a new plan (named `planName`), the read model caught up. */
  async function paidMembers(planName: string, ...firstNames: string[]) {
    const plan = await createPlan(t.baseUrl, admin, { name: planName });
    const members: { id: string; memberNumber: number }[] = [];
    for (const firstName of firstNames) {
      const profile = { firstName };
      members.push(
        (await memberWithMembership(t.baseUrl, desk, plan.id, { profile, sale: { status: 'paid' } })).member,
      );
    }
    await t.caughtUp();
    return members;
  }

  beforeAll(async () => {
    await readers.approvedReader(serial, clock, { name: 'Limits' });
  });

  const punchRows = async () =>
    Number(
      (
        await t.db.pool.query<{ n: string }>('SELECT count(*) AS n FROM fingerprint.punches WHERE serial = $1', [
          serial,
        ])
      ).rows[0]!.n,
    );

  it('refuses a body over 1 MiB with 413 and a clear message, declared or streamed, and stays up', async () => {
    const nineMegabytes = Buffer.alloc(9 * 1024 * 1024, 'x');
    for (const chunked of [false, true]) {
      const answer = await post(cdata('ATTLOG'), nineMegabytes, { chunked });
      expect(answer.status).toBe(413);
      expect(answer.body).toContain('at most 1 MiB');
    }
    expect((await fetch(`${t.baseUrl}/iclock/getrequest?SN=${serial}`)).status).toBe(200);
    expect(await punchRows()).toBe(0);
  });

  it('takes a reader that goes away in the middle of an upload for a bad request, not a failure of the app', async () => {
    const target = new URL(cdata('ATTLOG'));
    await new Promise<void>((resolve) => {
      const request = httpRequest({
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'content-length': '100000' },
      });
      request.on('error', () => resolve());
      request.write('1\t2026-11-23 08:00:00\n'.repeat(100), () => setTimeout(() => request.destroy(), 100));
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.serverErrors().filter((line) => line.includes('request failed'))).toEqual([]);
    expect(await punchRows()).toBe(0);
  });

  it('answers a 330,000-line upload at once with 413, and takes the largest upload allowed within seconds', async () => {
    const started = Date.now();
    // 7.3 MB: one-digit user ids, as in the upload that ran past 60 s.
    const huge = await post(cdata('ATTLOG'), Buffer.from(punches(330_000, (i) => String(i % 10))), {
      timeoutMs: 20_000,
    });
    expect(huge.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await punchRows()).toBe(0);

    // 1,001 records fit in 1 MiB but are more than one upload takes: refused whole, nothing taken.
    const over = await post(cdata('ATTLOG'), Buffer.from(punches(1_001, (i) => String(90_000 + i))));
    expect(over.status).toBe(413);
    expect(over.body).toContain('at most 1000 records, this one 1001');
    expect(await punchRows()).toBe(0);

    // 1,000 records, members' punches among them, are taken, and sent again are recognised, each quickly.
    const members = await paidMembers('Monthly', 'Amal', 'Bushra', 'Dalal');
    // Enrolled on the reader (the enrolment's rows are what the door looks PINs up in).
    for (const m of members) await readers.startEnrolment(m.id, serial);
    const body = Buffer.from(
      punches(1_000, (i) => (i % 10 === 0 ? String(members[(i / 10) % 3]!.memberNumber) : String(90_000 + i))),
    );
    for (const round of ['first', 'again']) {
      const began = Date.now();
      const answer = await post(cdata('ATTLOG'), body);
      expect(answer, round).toMatchObject({ status: 200, body: 'OK' });
      expect(Date.now() - began, round).toBeLessThan(10_000);
      expect(await punchRows()).toBe(1_000);
    }
    // One check-in per member (the rest of their punches fall in the same visit), on the day of the punches.
    await t.caughtUp();
    const checkIns = await call<{ memberId: string }[]>(t.baseUrl, 'GET', '/api/check-ins?date=2026-11-23', {
      session: desk,
    });
    for (const m of members) expect(checkIns.body.filter((c) => c.memberId === m.id).length).toBeGreaterThan(0);
  }, 60_000);

  it('hands a reader at most 100 commands at a poll, the rest at its next polls, in order', async () => {
    clock.set('2026-11-23T09:30:00+03:00');
    const reader = new ZkReaderSimulator(t.baseUrl, serial, clock);
    await reader.poll();
    const [m] = await paidMembers('Monthly many', 'Many');
    // Each start of an enrolment queues two commands: 61 of them, 122 commands.
    for (let i = 0; i < 61; i++) expect((await readers.enrol(m!.id, serial)).status).toBe(201);
    const numbers = (lines: string[]) => lines.map((l) => Number(/^C:(\d+):/.exec(l)![1]));
    const first = numbers(await reader.poll());
    const second = numbers(await reader.poll());
    expect(first).toHaveLength(100);
    expect(second).toHaveLength(22);
    expect([...first, ...second]).toEqual([...first, ...second].sort((a, b) => a - b));
    expect(await reader.poll()).toEqual([]);
  });

  it('answers 429 with Retry-After to a serial or an address that calls too often, and records nothing for it', async () => {
    const at = (address: string, name: string) =>
      new ZkReaderSimulator(t.baseUrl, name, clock, { from: { app: t.app, address } });
    clock.set('2026-11-23T10:00:00+03:00');
    const busy = at('10.30.0.1', 'RATE00001');
    const answers: number[] = [];
    for (let i = 0; i < 130; i++) answers.push((await busy.handshake()).status);
    expect(answers.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(answers.slice(120).every((s) => s === 429)).toBe(true);
    const refused = await busy.request('GET', '/iclock/getrequest?SN=RATE00001');
    expect(refused.body).toContain('too many requests');
    const raw = await t.app.inject({ url: '/iclock/getrequest?SN=RATE00001', remoteAddress: '10.30.0.1' });
    expect(raw.statusCode).toBe(429);
    expect(Number(raw.headers['retry-after'])).toBeGreaterThan(0);
    // The same serial from elsewhere, or another serial from there, is counted apart.
    expect((await at('10.30.0.2', 'RATE00001').poll()).length).toBe(0);
    expect((await at('10.30.0.1', 'RATE00002').handshake()).status).toBe(200);
    // A second later the serial may call again (two requests a second on average).
    clock.set('2026-11-23T10:00:01+03:00');
    expect((await busy.handshake()).status).toBe(200);

    // One address naming ever new serials: 600 requests, then 429, however many serials.
    clock.set('2026-11-23T11:00:00+03:00');
    const statuses: number[] = [];
    for (let i = 0; i < 610; i++) {
      const answer = await t.app.inject({ url: `/iclock/getrequest?SN=SCAN${i}`, remoteAddress: '10.30.0.9' });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 600).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(600).every((s) => s === 429)).toBe(true);
  });

  it('records at most 20 readers waiting for approval; more unknown serials are refused and leave no trace', async () => {
    clock.set('2026-11-23T12:00:00+03:00');
    await t.caughtUp();
    const waiting = async () => {
      await t.caughtUp();
      const devices = await call<{ status: string }[]>(t.baseUrl, 'GET', '/api/fingerprint/devices', {
        session: admin,
      });
      return devices.body.filter((d) => d.status === 'pending').length;
    };
    const already = await waiting();
    for (let i = already; i < 20; i++) {
      const reader = new ZkReaderSimulator(t.baseUrl, `WAIT${i}`, clock, {
        from: { app: t.app, address: `10.40.0.${i}` },
      });
      expect((await reader.handshake()).status).toBe(200);
      await t.caughtUp();
    }
    expect(await waiting()).toBe(20);
    const extra = new ZkReaderSimulator(t.baseUrl, 'WAITEXTRA', clock, { from: { app: t.app, address: '10.40.1.1' } });
    const refused = await extra.handshake();
    expect(refused.status).toBe(429);
    expect(refused.body).toContain('20 readers are waiting for approval');
    expect(await waiting()).toBe(20);
    const announced = await storedEvents(t.store, ['FingerprintDeviceAnnounced']);
    expect(announced.some((e) => (e.data as { serial: string }).serial === 'WAITEXTRA')).toBe(false);
    const presence = await t.db.pool.query("SELECT 1 FROM fingerprint.device_presence WHERE serial = 'WAITEXTRA'");
    expect(presence.rowCount).toBe(0);
  });
});
