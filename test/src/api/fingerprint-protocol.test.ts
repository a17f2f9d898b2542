import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { call } from '../support/api-client.js';
import { createPlan, memberWithMembership, sell } from '../support/desk-fixtures.js';
import { fingerprintAdmin } from '../support/fingerprint-fixtures.js';
import { storedEvents } from '../support/stored-events.js';
import { TestClock } from '../support/test-clock.js';
import { ZkReaderSimulator } from '../support/zk-reader-simulator.js';

process.env.GYM_FINGERPRINT_KEY = randomBytes(32).toString('base64');

interface Device {
  serial: string;
  status: string;
  name: string | null;
  direction: string | null;
  online: boolean;
  lastSeen: string | null;
  clockDriftSeconds: number | null;
  users: number | null;
  fingerprints: number | null;
  queuedCommands: number;
}
interface CheckIn {
  memberId: string;
  checkInTime: string;
}

describe('fingerprint readers over the ADMS push protocol (a simulated reader over HTTP)', () => {
  const clock = new TestClock(new Date('2026-11-23T09:00:00+03:00'));
  const { t, admin, desk } = appForFile({ label: 'fingerprint', clock }, 'admin', 'desk');
  let planId: string;

  beforeAll(async () => {
    planId = (await createPlan(t.baseUrl, admin)).id;
  });

  const devices = async () => {
    await t.caughtUp();
    return (await call<Device[]>(t.baseUrl, 'GET', '/api/fingerprint/devices', { session: admin })).body;
  };
  const device = async (serial: string) => (await devices()).find((d) => d.serial === serial)!;
  const readers = fingerprintAdmin(t, admin);
  const checkInsToday = async () => {
    await t.caughtUp();
    return (await call<CheckIn[]>(t.baseUrl, 'GET', '/api/check-ins?date=2026-11-23', { session: desk })).body;
  };

  /** A new member holding a paid membership. */
  const member = async (firstName: string) =>
    (await memberWithMembership(t.baseUrl, desk, planId, { profile: { firstName }, sale: { status: 'paid' } })).member;

  /** Approve a fresh reader and enrol a member on it with a finger; returns the reader and the member. */
  async function enrolled(serial: string, firstName: string, template = randomBytes(48).toString('base64')) {
    const reader = await readers.approvedReader(serial, clock);
    const m = await member(firstName);
    await t.caughtUp();
    await readers.startEnrolment(m.id, serial);
    await reader.poll();
    expect((await reader.placeFinger(template)).body).toBe('OK');
    await t.caughtUp();
    return { reader, member: m, template };
  }

  it('answers the handshake with its options, lists an unknown reader as waiting, and refuses its uploads until approved', async () => {
    const reader = new ZkReaderSimulator(t.baseUrl, 'CKJG201960001', clock);
    const hello = await reader.handshake();
    expect(hello.status).toBe(200);
    const lines = hello.body.split('\n');
    expect(lines[0]).toBe('GET OPTION FROM: CKJG201960001');
    expect(reader.options).toMatchObject({
      Delay: '10',
      TransInterval: '1',
      Realtime: '1',
      ErrorDelay: '30',
      ATTLOGStamp: '0',
      OPERLOGStamp: '0',
      TimeZone: '3',
    });
    expect(reader.options.TransFlag).toContain('AttLog');

    const waiting = await device('CKJG201960001');
    expect(waiting).toMatchObject({ status: 'pending', name: null, online: true, queuedCommands: 0 });

    // Not approved: polls get OK, uploads are refused so the reader keeps them.
    expect(await reader.poll()).toEqual([]);
    const refused = await reader.punch('1');
    expect(refused?.status).toBe(403);
    expect(reader.backlog).toHaveLength(1);

    // Only canEditFingerprint approves; the receptionist cannot even see the readers.
    expect((await call(t.baseUrl, 'GET', '/api/fingerprint/devices', { session: desk })).status).toBe(403);
    const byDesk = await call(t.baseUrl, 'POST', '/api/fingerprint/devices/CKJG201960001/approve', {
      session: desk,
      body: { name: 'Entrance', direction: 'in' },
    });
    expect(byDesk.status).toBe(403);
    expect((await readers.approve('CKJG201960001', { name: '  ' })).status).toBe(400);
    expect((await readers.approve('NEVERSEEN', { name: 'Ghost' })).status).toBe(404);

    expect((await readers.approve('CKJG201960001', { name: 'Main entrance' })).status).toBe(200);
    expect((await readers.approve('CKJG201960001', { name: 'Main entrance' })).status).toBe(409);
    expect(await device('CKJG201960001')).toMatchObject({ status: 'approved', name: 'Main entrance', direction: 'in' });

    // The kept line now goes through (user 1 is nobody the app enrolled: recorded, no check-in).
    expect((await reader.pushBacklog()).body).toBe('OK');
    expect(reader.backlog).toEqual([]);
  });

  it('enrols a member: the reader adds the user, asks for a finger, uploads the template; the member is enrolled', async () => {
    const reader = await readers.approvedReader('ENROL0001', clock, { name: 'Front desk reader' });
    const m = await member('Mariam');
    const template = randomBytes(64).toString('base64');
    const enrol = await readers.enrol(m.id, 'ENROL0001');
    expect(enrol.status).toBe(201);
    expect(enrol.body.pin).toBe(String(m.memberNumber));
    expect((await device('ENROL0001')).queuedCommands).toBe(2);

    const received = await reader.poll();
    expect(received).toEqual([
      `C:1:DATA UPDATE USERINFO PIN=${m.memberNumber}\tName=Mariam Al-Mansoori\tPri=0\tPasswd=\tCard=\tGrp=1`,
      `C:2:ENROLL_FP PIN=${m.memberNumber}\tFID=0\tRETRY=3\tOVERWRITE=1`,
    ]);
    expect(reader.waitingForFinger).toBe(String(m.memberNumber));
    expect((await reader.placeFinger(template)).body).toBe('OK');
    await t.caughtUp();

    const enrolments = await call<{ memberId: string; status: string; fingers: number }[]>(
      t.baseUrl,
      'GET',
      '/api/fingerprint/enrolments',
      { session: admin },
    );
    expect(enrolments.body.find((e) => e.memberId === m.id)).toMatchObject({ status: 'enrolled', fingers: 1 });
    const commands = await call<{ status: string }[]>(t.baseUrl, 'GET', '/api/fingerprint/devices/ENROL0001/commands', {
      session: admin,
    });
    expect(commands.body.map((c) => c.status)).toEqual(['done', 'done']);
    expect((await device('ENROL0001')).queuedCommands).toBe(0);

    // The template is nowhere but the vault, and there only encrypted.
    expect(JSON.stringify(enrolments.body)).not.toContain(template);
    expect(JSON.stringify(await storedEvents(t.store))).not.toContain(template);
    const vault = await t.db.pool.query<{ ciphertext: Buffer }>(
      'SELECT ciphertext FROM fingerprint.templates WHERE member_id = $1',
      [m.id],
    );
    expect(vault.rows).toHaveLength(1);
    expect(vault.rows[0]!.ciphertext.toString('utf8')).not.toContain(template.slice(0, 16));
    expect(vault.rows[0]!.ciphertext.toString('base64')).not.toContain(template.slice(0, 16));
    const enrolledEvents = await storedEvents(t.store, ['FingerprintEnrolled']);
    expect(enrolledEvents.map((e) => e.data)).toContainEqual({
      memberId: m.id,
      pin: String(m.memberNumber),
      serial: 'ENROL0001',
      fingerIndex: 6,
    });
  });

  it('checks a member in from a punch, records a resent line once, and sends the new member to the other readers', async () => {
    clock.set('2026-11-23T10:00:00+03:00');
    const { reader, member: m, template } = await enrolled('PUNCH0001', 'Noor');
    const other = await readers.approvedReader('PUNCH0002', clock, { name: 'Side door' });
    // The reader approved later learns the enrolled member with the template.
    const lines = await other.poll();
    expect(lines.some((l) => l.includes(`DATA UPDATE FINGERTMP PIN=${m.memberNumber}\tFID=6`))).toBe(true);
    expect(other.users.get(String(m.memberNumber))?.fingers.get(6)).toBe(template);

    clock.set('2026-11-23T10:05:00+03:00');
    expect((await reader.punch(String(m.memberNumber)))?.body).toBe('OK');
    expect((await reader.resendLast()).body).toBe('OK');
    expect((await reader.resendLast()).body).toBe('OK');
    const mine = (await checkInsToday()).filter((c) => c.memberId === m.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.checkInTime).toBe('2026-11-23T07:05:00.000Z');
    const stored = (await storedEvents(t.store, ['MemberCheckedIn'])).filter(
      (e) => (e.data as { memberId: string }).memberId === m.id,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.metadata.actorName).toBe('Reader Door PUNCH0001');
  });

  it('measures a reader clock that runs 90 s fast from a real-time punch and dates the check-in by the true time', async () => {
    clock.set('2026-11-23T11:00:00+03:00');
    const { reader, member: m } = await enrolled('DRIFT0001', 'Huda');
    reader.driftMs = 90_000;
    clock.set('2026-11-23T11:20:00+03:00');
    await reader.poll();
    expect((await reader.punch(String(m.memberNumber)))?.body).toBe('OK');
    const shown = await device('DRIFT0001');
    expect(shown.clockDriftSeconds).toBe(90);
    expect(shown.online).toBe(true);
    // As the reader reports them: the members it learned when approved, and Huda.
    expect(shown.users).toBe(reader.users.size);
    expect(shown.fingerprints).toBe([...reader.users.values()].reduce((n, u) => n + u.fingers.size, 0));
    expect(reader.users.has(String(m.memberNumber))).toBe(true);
    const mine = (await checkInsToday()).find((c) => c.memberId === m.id)!;
    expect(mine.checkInTime).toBe('2026-11-23T08:20:00.000Z');
  });

  it('shows a reader offline after its polls stop, then takes its hour of backlog in order when it is back', async () => {
    clock.set('2026-11-23T12:00:00+03:00');
    const { reader, member: first } = await enrolled('OFFLINE01', 'Reem');
    const second = await member('Salma');
    const third = await member('Dana');
    await t.caughtUp();
    for (const m of [second, third]) {
      await readers.enrol(m.id, 'OFFLINE01');
      await t.caughtUp();
      await reader.poll();
      await reader.placeFinger(randomBytes(32).toString('base64'));
    }
    await t.caughtUp();

    reader.goOffline();
    clock.set('2026-11-23T12:00:30+03:00');
    expect((await device('OFFLINE01')).online).toBe(false);
    const at = (minute: string) => new Date(`2026-11-23T12:${minute}:00+03:00`);
    clock.set('2026-11-23T12:10:00+03:00');
    await reader.punch(String(first.memberNumber), at('10'));
    clock.set('2026-11-23T12:35:00+03:00');
    await reader.punch(String(second.memberNumber), at('35'));
    clock.set('2026-11-23T12:50:00+03:00');
    await reader.punch(String(third.memberNumber), at('50'));
    expect(reader.backlog).toHaveLength(3);

    clock.set('2026-11-23T13:01:00+03:00');
    await reader.reconnect();
    expect(reader.backlog).toEqual([]);
    expect((await device('OFFLINE01')).online).toBe(true);
    const ids = [first.id, second.id, third.id];
    const visits = (await checkInsToday()).filter((c) => ids.includes(c.memberId));
    // Newest first, each at the time the member put a finger on the reader.
    expect(visits.map((c) => [c.memberId, c.checkInTime])).toEqual([
      [third.id, '2026-11-23T09:50:00.000Z'],
      [second.id, '2026-11-23T09:35:00.000Z'],
      [first.id, '2026-11-23T09:10:00.000Z'],
    ]);
    const stored = (await storedEvents(t.store, ['MemberCheckedIn']))
      .map((e) => e.data as { memberId: string })
      .filter((d) => ids.includes(d.memberId))
      .map((d) => d.memberId);
    expect(stored).toEqual(ids);
  });

  it('refuses a cancelled membership at the door with the reason, takes the member off the readers and puts them back on renewal', async () => {
    clock.set('2026-11-23T14:00:00+03:00');
    const { reader, member: m, template } = await enrolled('CANCEL001', 'Layla');
    await reader.poll();
    const pin = String(m.memberNumber);
    expect(reader.users.has(pin)).toBe(true);

    const cancel = await call(t.baseUrl, 'POST', `/api/members/${m.id}/cancel-membership`, {
      session: admin,
      body: { reason: 'Moved abroad' },
    });
    expect(cancel.status).toBe(200);
    await t.caughtUp();
    const removal = await reader.poll();
    expect(removal).toEqual([expect.stringMatching(new RegExp(`^C:\\d+:DATA DELETE USERINFO PIN=${pin}$`))]);
    expect(reader.users.has(pin)).toBe(false);

    // A punch the reader still takes (say, cached) is refused like the desk would, and the desk sees why.
    clock.set('2026-11-23T14:30:00+03:00');
    expect((await reader.punch(pin))?.body).toBe('OK');
    await t.caughtUp();
    expect((await checkInsToday()).filter((c) => c.memberId === m.id)).toHaveLength(0);
    const refusals = await call<{ memberId: string; reason: string; message: string; deviceName: string }[]>(
      t.baseUrl,
      'GET',
      '/api/fingerprint/door-refusals',
      { session: desk },
    );
    // The refusal's code and values are kept with its sentence, for the desk to read it in its language (issue 46).
    expect(refusals.body.find((r) => r.memberId === m.id)).toMatchObject({
      reason: 'cancelled',
      message: 'The membership was cancelled on 2026-11-23.',
      code: 'check_in.cancelled',
      params: { date: '2026-11-23' },
      deviceName: 'Door CANCEL001',
    });
    await reader.resendLast();
    await t.caughtUp();
    const refused = (await storedEvents(t.store, ['DoorEntryRefused'])).filter(
      (e) => (e.data as { memberId: string }).memberId === m.id,
    );
    expect(refused).toHaveLength(1);
    expect(refused[0]!.data).toMatchObject({ code: 'check_in.cancelled', params: { date: '2026-11-23' } });

    const renewal = await sell(t.baseUrl, desk, {
      memberId: m.id,
      membershipPlanId: planId,
      registrationType: 'Renewal',
      amount: 350,
      status: 'paid',
    });
    expect(renewal.status).toBe(201);
    await t.caughtUp();
    const back = await reader.poll();
    expect(back[0]).toMatch(new RegExp(`^C:\\d+:DATA UPDATE USERINFO PIN=${pin}\\t`));
    expect(reader.users.get(pin)?.fingers.get(6)).toBe(template);
  });

  it('takes an expired member off the readers with the daily sweep', async () => {
    clock.set('2026-11-23T15:00:00+03:00');
    const { reader, member: m } = await enrolled('EXPIRY001', 'Fatima');
    await reader.poll();
    clock.set('2027-01-15T09:00:00+03:00');
    await t.jobs.runDue();
    await t.caughtUp();
    // Every enrolled member's one-month membership has ended by then: all of them leave this reader.
    const lines = await reader.poll();
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^C:\\d+:DATA DELETE USERINFO PIN=${m.memberNumber}$`)),
    );
    expect(lines.every((l) => /^C:\d+:DATA DELETE USERINFO PIN=\d+$/.test(l))).toBe(true);
    expect(reader.users.size).toBe(0);
    const enrolments = await call<{ memberId: string; revoked: boolean; revokedReason: string }[]>(
      t.baseUrl,
      'GET',
      '/api/fingerprint/enrolments',
      { session: admin },
    );
    expect(enrolments.body.find((e) => e.memberId === m.id)).toMatchObject({ revoked: true });
    // The next sweep the same day finds the member already off the readers.
    clock.set('2027-01-15T09:10:00+03:00');
    await t.jobs.runDue();
    await t.caughtUp();
    expect(await reader.poll()).toEqual([]);
  });

  it('deletes the templates with the enrolment and tells every reader to delete the user', async () => {
    clock.set('2026-11-23T16:00:00+03:00');
    const { reader, member: m } = await enrolled('DELETE001', 'Amal');
    await reader.poll();
    const gone = await call(t.baseUrl, 'DELETE', `/api/fingerprint/enrolments/${m.id}`, { session: admin });
    expect(gone.status).toBe(200);
    const vault = await t.db.pool.query('SELECT 1 FROM fingerprint.templates WHERE member_id = $1', [m.id]);
    expect(vault.rowCount).toBe(0);
    await t.caughtUp();
    expect(await reader.poll()).toEqual([expect.stringContaining(`DATA DELETE USERINFO PIN=${m.memberNumber}`)]);
    expect((await call(t.baseUrl, 'DELETE', `/api/fingerprint/enrolments/${m.id}`, { session: admin })).status).toBe(
      404,
    );
  });

  it('checks a member out at an exit reader, and only records leaving when no visit is open', async () => {
    clock.set('2026-11-23T17:00:00+03:00');
    const { reader: entrance, member: m } = await enrolled('ENTRY0001', 'Rana');
    const exit = await readers.approvedReader('EXIT00001', clock, { name: 'Exit gate', direction: 'out' });
    await exit.poll();
    const pin = String(m.memberNumber);
    await entrance.poll();
    expect((await entrance.punch(pin))?.body).toBe('OK');
    // An exit punch looks for the open visit in the desk's check-in list (a read table): at a real door an hour and a
    // half passes between the two, here the test waits until the check-in is projected.
    await t.caughtUp();
    clock.set('2026-11-23T18:30:00+03:00');
    expect((await exit.punch(pin))?.body).toBe('OK');
    await exit.resendLast();
    const visit = (await checkInsToday()).find((c) => c.memberId === m.id) as CheckIn & { checkOutTime: string | null };
    expect(visit.checkInTime).toBe('2026-11-23T14:00:00.000Z');
    expect(visit.checkOutTime).toBe('2026-11-23T15:30:00.000Z');
    // Out again with no open visit: recorded as leaving, nothing else changes.
    clock.set('2026-11-23T18:45:00+03:00');
    expect((await exit.punch(pin))?.body).toBe('OK');
    const punches = await t.db.pool.query<{ outcome: string }>(
      "SELECT outcome FROM fingerprint.punches WHERE serial = 'EXIT00001' AND pin = $1 ORDER BY reader_time",
      [pin],
    );
    expect(punches.rows.map((r) => r.outcome)).toEqual(['checked-out', 'exit']);
    expect(
      (await storedEvents(t.store, ['MemberCheckedOut'])).filter(
        (e) => (e.data as { memberId: string }).memberId === m.id,
      ),
    ).toHaveLength(1);
  });

  it('answers bad reader input with a 4xx and changes nothing', async () => {
    const bad = await fetch(`${t.baseUrl}/iclock/cdata?SN=bad%20serial&options=all`);
    expect(bad.status).toBe(400);
    const noSerial = await fetch(`${t.baseUrl}/iclock/getrequest`);
    expect(noSerial.status).toBe(400);
    const garbage = await fetch(`${t.baseUrl}/iclock/cdata?SN=CKJG201960001&table=ATTLOG`, {
      method: 'POST',
      body: 'not a line\n\u0000\u0001',
    });
    expect(garbage.status).toBe(200);
    expect(await garbage.text()).toBe('OK');
  });
});
