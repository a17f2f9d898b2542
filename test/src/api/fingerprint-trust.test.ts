import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { call } from '../support/api-client.js';
import { createPlan, memberWithMembership } from '../support/desk-fixtures.js';
import { fingerprintAdmin } from '../support/fingerprint-fixtures.js';
import { storedEvents } from '../support/stored-events.js';
import { TestClock } from '../support/test-clock.js';
import { ZkReaderSimulator } from '../support/zk-reader-simulator.js';

process.env.GYM_FINGERPRINT_KEY = randomBytes(32).toString('base64');

interface Device {
  serial: string;
  status: string;
  name: string | null;
  address: string | null;
  approvedAddress: string | null;
  heldAddress: string | null;
  heldAt: string | null;
  queuedCommands: number;
}
interface CheckIn {
  memberId: string;
}

/*
 * Issue 43, item 2: a reader has no credential but its serial number, so naming an approved serial must not be
 * enough. The simulated readers here call over HTTP from 127.0.0.1, or in-process "from" another address.
 */
describe('what the door trusts: an approved reader at its address, enrolments the desk started, bounded uploads', () => {
  const clock = new TestClock(new Date('2026-11-23T09:00:00+03:00'));
  const { t, admin, desk } = appForFile({ label: 'fingerprint-trust', clock }, 'admin', 'desk');
  let planId: string;

  beforeAll(async () => {
    planId = (await createPlan(t.baseUrl, admin)).id;
  });

  const device = async (serial: string) => {
    await t.caughtUp();
    const answer = await call<Device[]>(t.baseUrl, 'GET', '/api/fingerprint/devices', { session: admin });
    return answer.body.find((d) => d.serial === serial)!;
  };
  const { approve, enrol, approvedReader, startEnrolment } = fingerprintAdmin(t, admin);
  const reapprove = (serial: string, address: unknown, session = admin) =>
    call<{ message: string }>(t.baseUrl, 'POST', `/api/fingerprint/devices/${serial}/reapprove`, {
      session,
      body: { address },
    });
  const checkInsOf = async (memberId: string) => {
    await t.caughtUp();
    const answer = await call<CheckIn[]>(t.baseUrl, 'GET', '/api/check-ins?date=2026-11-23', { session: desk });
    return answer.body.filter((c) => c.memberId === memberId);
  };
  /** Someone on another computer naming a reader's serial number. */
  const from = (serial: string, address: string) =>
    new ZkReaderSimulator(t.baseUrl, serial, clock, { from: { app: t.app, address } });

  /** A new member holding a paid membership, the read model caught up. */
  async function member(firstName: string, lastName = 'Al-Mansoori') {
    const profile = { firstName, lastName };
    const { member: m } = await memberWithMembership(t.baseUrl, desk, planId, { profile, sale: { status: 'paid' } });
    await t.caughtUp();
    return m;
  }

  /** A reader approved at 127.0.0.1 with a member enrolled on it. */
  async function enrolled(serial: string, firstName: string) {
    const reader = await approvedReader(serial, clock);
    const m = await member(firstName);
    await startEnrolment(m.id, serial);
    await reader.poll();
    const template = randomBytes(48).toString('base64');
    expect((await reader.placeFinger(template)).body).toBe('OK');
    await t.caughtUp();
    return { reader, member: m, template };
  }

  const templateRow = async (memberId: string) =>
    (
      await t.db.pool.query<{ ciphertext: Buffer }>(
        'SELECT ciphertext FROM fingerprint.templates WHERE member_id = $1 ORDER BY finger_index',
        [memberId],
      )
    ).rows.map((r) => r.ciphertext.toString('base64'));

  it('approves a reader at the address it calls from, and refuses when it moved since the page showed it', async () => {
    const reader = from('BIND00000', '192.168.1.50');
    await reader.handshake();
    expect(await device('BIND00000')).toMatchObject({ status: 'pending', address: '192.168.1.50' });
    // The serial then calls from elsewhere: an approval of what the page showed is refused, nothing recorded.
    await from('BIND00000', '192.168.1.77').poll();
    const moved = await approve('BIND00000', { address: '192.168.1.50' });
    expect(moved.status).toBe(409);
    expect((moved.body as { message: string }).message).toContain('now calls from 192.168.1.77, not 192.168.1.50');
    expect(await device('BIND00000')).toMatchObject({ status: 'pending', address: '192.168.1.77' });
    expect((await approve('BIND00000', { address: 'not an address\u0000' })).status).toBe(400);

    expect((await approve('BIND00000', { address: '192.168.1.77' })).status).toBe(200);
    expect(await device('BIND00000')).toMatchObject({ status: 'approved', approvedAddress: '192.168.1.77' });
    const approved = await storedEvents(t.store, ['FingerprintDeviceApproved']);
    expect(approved.map((e) => e.data)).toContainEqual({
      serial: 'BIND00000',
      name: 'Door BIND00000',
      direction: 'in',
      address: '192.168.1.77',
    });
  });

  it('holds an approved reader named from another address: the caller gets no punch, finger, names or templates in', async () => {
    clock.set('2026-11-23T10:00:00+03:00');
    const { reader, member: m, template } = await enrolled('BIND00001', 'Noor');
    const pin = String(m.memberNumber);
    // Salma's enrolment waits on the reader: her name is in its queue.
    const salma = await member('Salma', 'Queued');
    expect((await enrol(salma.id, 'BIND00001')).status).toBe(201);
    await t.caughtUp();
    const before = await templateRow(m.id);

    const impostor = from('BIND00001', '10.66.0.9');
    clock.set('2026-11-23T10:05:00+03:00');
    expect(await impostor.poll()).toEqual([]);
    expect((await impostor.punch(pin))?.status).toBe(403);
    expect((await impostor.uploadFinger(pin, randomBytes(48).toString('base64'))).status).toBe(403);
    expect((await impostor.handshake()).status).toBe(200);
    expect(impostor.received).toEqual([]);

    expect(await checkInsOf(m.id)).toHaveLength(0);
    expect(await templateRow(m.id)).toEqual(before);
    const held = await device('BIND00001');
    expect(held).toMatchObject({
      status: 'held',
      approvedAddress: '127.0.0.1',
      heldAddress: '10.66.0.9',
      heldAt: '2026-11-23T07:05:00.000Z',
    });
    // One fact, however often the other address calls; the audit trail words it.
    const holds = (await storedEvents(t.store, ['FingerprintDeviceHeld'])).filter(
      (e) => (e.data as { serial: string }).serial === 'BIND00001',
    );
    expect(holds.map((e) => e.data)).toEqual([
      { serial: 'BIND00001', approvedAddress: '127.0.0.1', address: '10.66.0.9', at: '2026-11-23T07:05:00.000Z' },
    ]);
    expect(holds[0]!.metadata.clientAddress).toBe('10.66.0.9');
    const audit = await call<{ data: { words: unknown }[] }>(
      t.baseUrl,
      'GET',
      '/api/events?type=FingerprintDeviceHeld',
      { session: admin },
    );
    expect(JSON.stringify(audit.body.data[0]!.words)).toContain('10.66.0.9');

    // The reader itself is held too: its punches wait in its own buffer, its polls get nothing.
    expect((await reader.punch(pin))?.status).toBe(403);
    expect(reader.backlog).toHaveLength(1);
    expect(await reader.poll()).toEqual([]);

    // Only canEditFingerprint re-approves, and only at one of the two addresses.
    expect((await reapprove('BIND00001', '127.0.0.1', desk)).status).toBe(403);
    const elsewhere = await reapprove('BIND00001', '10.1.1.1');
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.message).toContain('127.0.0.1 or 10.66.0.9');
    expect((await reapprove('BIND00001', 42)).status).toBe(400);
    expect((await reapprove('BIND00001', '127.0.0.1')).status).toBe(200);
    expect((await reapprove('BIND00001', '127.0.0.1')).status).toBe(409);
    expect(await device('BIND00001')).toMatchObject({
      status: 'approved',
      approvedAddress: '127.0.0.1',
      heldAddress: null,
    });

    // At its address again: the kept punch checks Noor in, Salma's enrolment reaches the reader.
    expect((await reader.pushBacklog()).body).toBe('OK');
    expect(await checkInsOf(m.id)).toHaveLength(1);
    const lines = await reader.poll();
    expect(lines.some((l) => l.includes(`PIN=${salma.memberNumber}\tName=Salma Queued`))).toBe(true);
    expect(JSON.stringify(await storedEvents(t.store))).not.toContain(template);
  });

  it('keeps a template only from the reader the desk started an enrolment on, while it waits for that finger', async () => {
    clock.set('2026-11-23T12:00:00+03:00');
    const { reader, member: rana } = await enrolled('WINDOW001', 'Rana');
    const pin = String(rana.memberNumber);
    const kept = await templateRow(rana.id);
    const fingersRecorded = async (memberId: string) =>
      (await storedEvents(t.store, ['FingerprintEnrolled'])).filter(
        (e) => (e.data as { memberId: string }).memberId === memberId,
      ).length;
    const enrolmentOf = async (memberId: string) => {
      await t.caughtUp();
      const answer = await call<{ enrolment: { status: string; fingers: number } | null }>(
        t.baseUrl,
        'GET',
        `/api/fingerprint/enrolments/${memberId}`,
        { session: admin },
      );
      return answer.body.enrolment;
    };
    expect(await fingersRecorded(rana.id)).toBe(1);

    // The approved reader, at its own address, uploads other templates for an enrolled member unasked: not kept.
    clock.set('2026-11-23T12:01:00+03:00');
    expect((await reader.uploadFinger(pin, randomBytes(48).toString('base64'))).body).toBe('OK');
    expect((await reader.uploadFinger(pin, randomBytes(48).toString('base64'), 3)).body).toBe('OK');
    expect(await templateRow(rana.id)).toEqual(kept);
    expect(await fingersRecorded(rana.id)).toBe(1);

    // An enrolment started on another reader takes no finger from this one…
    const other = await approvedReader('WINDOW002', clock);
    const dana = await member('Dana');
    expect((await enrol(dana.id, 'WINDOW002')).status).toBe(201);
    expect((await reader.uploadFinger(String(dana.memberNumber), randomBytes(48).toString('base64'))).body).toBe('OK');
    expect(await templateRow(dana.id)).toEqual([]);
    // …nor from its own reader once 15 minutes passed: the desk starts it again.
    clock.set('2026-11-23T12:17:00+03:00');
    await t.caughtUp();
    await other.poll();
    expect(other.waitingForFinger).toBe(String(dana.memberNumber));
    expect((await other.placeFinger(randomBytes(48).toString('base64'))).body).toBe('OK');
    expect(await templateRow(dana.id)).toEqual([]);
    expect(await enrolmentOf(dana.id)).toMatchObject({ status: 'started', fingers: 0 });
    expect(await fingersRecorded(dana.id)).toBe(0);

    // Enrolled again at the desk: the reader's new template replaces the old one (still one finger), and the other
    // reader gets the new one.
    expect((await enrol(rana.id, 'WINDOW001')).status).toBe(201);
    await t.caughtUp();
    await reader.poll();
    const fresh = randomBytes(48).toString('base64');
    expect((await reader.placeFinger(fresh)).body).toBe('OK');
    expect(await templateRow(rana.id)).not.toEqual(kept);
    expect(await enrolmentOf(rana.id)).toMatchObject({ status: 'enrolled', fingers: 1 });
    expect(await fingersRecorded(rana.id)).toBe(2);
    await t.caughtUp();
    await other.poll();
    expect(other.users.get(pin)?.fingers.get(6)).toBe(fresh);
  });

  it('numbers every command a reader gets uniquely: the user and each finger of a member it learns, each answered', async () => {
    clock.set('2026-11-23T13:00:00+03:00');
    // Layla has two fingers: one enrolled, then a second in another enrolment.
    const { reader, member: layla } = await enrolled('NUMBER001', 'Layla');
    await startEnrolment(layla.id, 'NUMBER001');
    await reader.poll();
    const second = randomBytes(48).toString('base64');
    expect((await reader.placeFinger(second, 3)).body).toBe('OK');
    await t.caughtUp();

    const fresh = await approvedReader('NUMBER002', clock);
    const lines = await fresh.poll();
    const numbers = lines.map((l) => Number(/^C:(\d+):/.exec(l)![1]));
    expect(numbers.length).toBeGreaterThanOrEqual(3);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const pin = String(layla.memberNumber);
    expect(lines.filter((l) => l.includes(`PIN=${pin}\t`))).toEqual([
      expect.stringMatching(new RegExp(`^C:\\d+:DATA UPDATE USERINFO PIN=${pin}\t`)),
      expect.stringMatching(new RegExp(`^C:\\d+:DATA UPDATE FINGERTMP PIN=${pin}\tFID=3\t`)),
      expect.stringMatching(new RegExp(`^C:\\d+:DATA UPDATE FINGERTMP PIN=${pin}\tFID=6\t`)),
    ]);
    expect(fresh.users.get(pin)?.fingers.get(3)).toBe(second);
    // Each line was answered on its own: every command the reader got is done.
    await t.caughtUp();
    const commands = await call<{ commandNo: number; status: string }[]>(
      t.baseUrl,
      'GET',
      '/api/fingerprint/devices/NUMBER002/commands?limit=500',
      { session: admin },
    );
    expect(commands.body.map((c) => c.commandNo).sort((a, b) => a - b)).toEqual(numbers);
    expect(commands.body.every((c) => c.status === 'done')).toBe(true);
  });

  it('re-approves a reader that really moved at its new address; its old address then holds it again', async () => {
    clock.set('2026-11-23T11:00:00+03:00');
    const first = await approvedReader('BIND00002', clock, {}, from('BIND00002', '192.168.1.60'));
    const moved = from('BIND00002', '192.168.1.61');
    expect(await moved.poll()).toEqual([]);
    expect((await device('BIND00002')).status).toBe('held');
    expect((await reapprove('BIND00002', '192.168.1.61')).status).toBe(200);
    const m = await member('Huda');
    await startEnrolment(m.id, 'BIND00002');
    expect(await moved.poll()).toContainEqual(expect.stringContaining(`ENROLL_FP PIN=${m.memberNumber}\t`));
    expect(await first.poll()).toEqual([]);
    expect(await device('BIND00002')).toMatchObject({
      status: 'held',
      approvedAddress: '192.168.1.61',
      heldAddress: '192.168.1.60',
    });
  });
});
