import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { call, signInReception } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { createPlan, memberWithMembership } from '../support/desk-fixtures.js';
import { fingerprintAdmin } from '../support/fingerprint-fixtures.js';
import { TestClock } from '../support/test-clock.js';

process.env.GYM_FINGERPRINT_KEY = randomBytes(32).toString('base64');

interface Command {
  commandNo: number;
  status: string;
  resends: number;
  sentAt: string | null;
}

describe('resending reader commands that were never answered (a simulated reader that loses its answers)', () => {
  const clock = new TestClock(new Date('2026-11-23T09:00:00+03:00'));
  const { t, admin } = appForFile({ label: 'fingerprint-resend', clock }, 'admin');
  let planId: string;
  const minutes = (n: number) => clock.set(new Date(clock.now().getTime() + n * 60_000).toISOString());

  beforeAll(async () => {
    planId = (await createPlan(t.baseUrl, admin)).id;
  });

  const commands = async (serial: string) => {
    await t.caughtUp();
    const answer = await call<Command[]>(t.baseUrl, 'GET', `/api/fingerprint/devices/${serial}/commands`, {
      session: admin,
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const readers = fingerprintAdmin(t, admin);
  const runJobs = async () => {
    await t.jobs.runDue();
    await t.caughtUp();
  };

  /** An approved reader with a member's enrolment queued on it; the reader then takes the commands and loses the answers. */
  async function unanswered(serial: string, firstName: string) {
    const reader = await readers.approvedReader(serial, clock);
    const profile = { firstName };
    const { member: m } = await memberWithMembership(t.baseUrl, admin, planId, { profile, sale: { status: 'paid' } });
    await t.caughtUp();
    await readers.startEnrolment(m.id, serial);
    reader.loseAnswers = true;
    const taken = await reader.poll();
    expect(taken.length).toBeGreaterThan(0);
    const list = await commands(serial);
    expect(list.every((c) => c.status === 'sent' && c.resends === 0)).toBe(true);
    return { reader, taken };
  }

  it('resends automatically after 2 minutes, then after 4, and stops once the reader answers', async () => {
    const serial = 'RESEND000001';
    const { reader, taken } = await unanswered(serial, 'Resendauto');
    // Not yet due: the next poll gets nothing.
    minutes(1);
    await runJobs();
    expect(await reader.poll()).toEqual([]);

    minutes(2);
    await runJobs();
    expect((await commands(serial)).map((c) => [c.status, c.resends])).toEqual(taken.map(() => ['queued', 1]));
    expect(await reader.poll()).toEqual(taken);

    // Lost again: the wait doubles (4 minutes since it was taken).
    minutes(3);
    await runJobs();
    expect((await commands(serial)).every((c) => c.status === 'sent')).toBe(true);
    minutes(2);
    await runJobs();
    expect((await commands(serial)).every((c) => c.status === 'queued' && c.resends === 2)).toBe(true);

    // This time the answer arrives: done, and no more resends however long we wait.
    reader.loseAnswers = false;
    expect(await reader.poll()).toEqual(taken);
    minutes(60);
    await runJobs();
    expect((await commands(serial)).every((c) => c.status === 'done')).toBe(true);
    expect(await reader.poll()).toEqual([]);
    const events = await t.store.readStream(`fingerprint-device-${serial}`);
    expect(events.events.filter((e) => e.type === 'DeviceCommandsResent')).toHaveLength(2);
  });

  it('resends on request (canEditFingerprint), and refuses when nothing waits for an answer', async () => {
    const serial = 'RESEND000002';
    const { reader, taken } = await unanswered(serial, 'Resendmanual');
    const resend = (session: Session, body: unknown = {}) =>
      call<{ message?: string }>(t.baseUrl, 'POST', `/api/fingerprint/devices/${serial}/commands/resend`, {
        session,
        body,
      });
    expect((await resend(await signInReception(t.baseUrl))).status).toBe(403);
    expect((await resend(admin, { commandNos: [0] })).status).toBe(400);
    const first = (await commands(serial)).at(-1)!.commandNo;
    expect((await resend(admin, { commandNos: [first] })).status).toBe(200);
    await t.caughtUp();
    expect(await reader.poll()).toEqual(taken.filter((line) => line.startsWith(`C:${first}:`)));
    reader.loseAnswers = false;
    expect((await resend(admin)).status).toBe(200);
    await t.caughtUp();
    expect(await reader.poll()).toEqual(taken);
    await t.caughtUp();
    const nothing = await resend(admin);
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toMatch(/waiting for its answer/);
  });
});
