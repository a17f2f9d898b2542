import type { Pool } from 'pg';
import type { DeviceView, EnrolmentView, DoorRefusalView, DeviceCommandView } from './fingerprint-contracts.js';
import { POLL_SECONDS } from './adms-protocol.js';

/** A reader is online while its polls keep coming: seen within two poll intervals (one late poll is not "offline"). */
export const ONLINE_WITHIN_MS = 2 * POLL_SECONDS * 1000;

/** Readers that take commands: approved ones, and held ones (they get them once re-approved). */
export async function approvedSerials(pool: Pool): Promise<string[]> {
  const { rows } = await pool.query<{ serial: string }>(
    "SELECT serial FROM read.fingerprint_devices WHERE status IN ('approved', 'held') ORDER BY serial",
  );
  return rows.map((r) => r.serial);
}

/** What a reader's punches and results are recorded with. */
export interface DeviceRecord {
  serial: string;
  name: string | null;
  direction: 'in' | 'out' | null;
}

/** Every reader with what its polls say, waiting ones first; `online` is judged on the server's clock. */
export async function listDevices(pool: Pool, now: Date): Promise<DeviceView[]> {
  const { rows } = await pool.query(
    `SELECT d.serial, d.status, d.name, d.direction, d.firmware, d.address, d.announced_at, d.approved_at,
            d.approved_address, d.held_address, d.held_at,
            p.last_seen, p.drift_ms, p.users, p.fingerprints, p.records,
            coalesce(p.firmware, d.firmware) AS firmware_now, coalesce(p.address, d.address) AS address_now,
            (SELECT count(*)::int FROM read.fingerprint_commands c
              WHERE c.serial = d.serial AND c.status IN ('queued', 'sent')) AS queued
     FROM read.fingerprint_devices d LEFT JOIN fingerprint.device_presence p USING (serial)
     ORDER BY d.status DESC, d.name NULLS FIRST, d.serial`,
  );
  return rows.map((r) => {
    const lastSeen = r.last_seen as Date | null;
    return {
      serial: r.serial,
      status: r.status,
      name: r.name,
      direction: r.direction,
      firmware: r.firmware_now,
      address: r.address_now,
      approvedAddress: r.approved_address,
      heldAddress: r.held_address,
      heldAt: r.held_at ? (r.held_at as Date).toISOString() : null,
      announcedAt: (r.announced_at as Date).toISOString(),
      approvedAt: r.approved_at ? (r.approved_at as Date).toISOString() : null,
      lastSeen: lastSeen ? lastSeen.toISOString() : null,
      online: lastSeen !== null && now.getTime() - lastSeen.getTime() <= ONLINE_WITHIN_MS,
      clockDriftSeconds: r.drift_ms === null ? null : Math.round(r.drift_ms / 1000),
      users: r.users,
      fingerprints: r.fingerprints,
      records: r.records,
      queuedCommands: r.queued,
    };
  });
}

export async function listCommands(pool: Pool, serial: string, limit: number): Promise<DeviceCommandView[]> {
  const { rows } = await pool.query(
    `SELECT command_no, kind, member_id, name, reason, status, return_code, queued_at, sent_at, resends, done_at
     FROM read.fingerprint_commands WHERE serial = $1 ORDER BY command_no DESC LIMIT $2`,
    [serial, limit],
  );
  return rows.map((r) => ({
    commandNo: r.command_no,
    kind: r.kind,
    memberId: r.member_id,
    memberName: r.name,
    reason: r.reason,
    status: r.status,
    returnCode: r.return_code,
    queuedAt: (r.queued_at as Date).toISOString(),
    sentAt: r.sent_at ? (r.sent_at as Date).toISOString() : null,
    resends: r.resends as number,
    doneAt: r.done_at ? (r.done_at as Date).toISOString() : null,
  }));
}

const ENROLMENT_SELECT = `SELECT e.member_id, e.pin, e.name, e.serial, d.name AS device_name, e.status,
    cardinality(e.fingers) AS fingers, e.revoked, e.revoked_reason, e.started_at, e.enrolled_at, e.open_until
  FROM read.fingerprint_enrolments e LEFT JOIN read.fingerprint_devices d USING (serial)`;

export async function listEnrolments(pool: Pool): Promise<EnrolmentView[]> {
  const { rows } = await pool.query(`${ENROLMENT_SELECT} ORDER BY e.started_at DESC`);
  return rows.map(toEnrolment);
}

export async function enrolmentOfMember(pool: Pool, memberId: string): Promise<EnrolmentView | null> {
  const { rows } = await pool.query(`${ENROLMENT_SELECT} WHERE e.member_id = $1`, [memberId]);
  return rows[0] ? toEnrolment(rows[0]) : null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a row of ENROLMENT_SELECT
function toEnrolment(r: any): EnrolmentView {
  return {
    memberId: r.member_id,
    pin: r.pin,
    memberName: r.name,
    serial: r.serial,
    deviceName: r.device_name,
    status: r.status,
    fingers: r.fingers,
    revoked: r.revoked,
    revokedReason: r.revoked_reason,
    startedAt: (r.started_at as Date).toISOString(),
    enrolledAt: r.enrolled_at ? (r.enrolled_at as Date).toISOString() : null,
    openUntil: r.open_until ? (r.open_until as Date).toISOString() : null,
  };
}

export async function enrolmentOfPin(
  pool: Pool,
  pin: string,
): Promise<{ memberId: string; name: string; status: string } | null> {
  const { rows } = await pool.query<{ memberId: string; name: string; status: string }>(
    'SELECT member_id AS "memberId", name, status FROM read.fingerprint_enrolments WHERE pin = $1',
    [pin],
  );
  return rows[0] ?? null;
}

/** The enrolments of some user ids (a chunk of an upload's punches), by user id. */
export async function enrolmentsOfPins(
  pool: Pool,
  pins: readonly string[],
): Promise<Map<string, { memberId: string; name: string }>> {
  const { rows } = await pool.query<{ pin: string; memberId: string; name: string }>(
    'SELECT pin, member_id AS "memberId", name FROM read.fingerprint_enrolments WHERE pin = ANY($1::text[])',
    [pins],
  );
  return new Map(rows.map((r) => [r.pin, { memberId: r.memberId, name: r.name }]));
}

/** Readers waiting for approval. */
export async function waitingReaders(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM read.fingerprint_devices WHERE status = 'pending'",
  );
  return rows[0]?.n ?? 0;
}

/** Enrolled members the door lets in, with their fingers (what a newly approved reader must learn). */
export async function enrolledWithAccess(
  pool: Pool,
): Promise<{ memberId: string; pin: string; name: string; fingers: number[] }[]> {
  const { rows } = await pool.query<{ memberId: string; pin: string; name: string; fingers: number[] }>(
    `SELECT member_id AS "memberId", pin, name, fingers FROM read.fingerprint_enrolments
     WHERE status = 'enrolled' AND NOT revoked ORDER BY pin`,
  );
  return rows;
}

export async function enrolledMemberIds(pool: Pool): Promise<string[]> {
  const { rows } = await pool.query<{ member_id: string }>(
    'SELECT member_id FROM read.fingerprint_enrolments ORDER BY member_id',
  );
  return rows.map((r) => r.member_id);
}

export async function doorRefusals(pool: Pool, since: Date, limit: number): Promise<DoorRefusalView[]> {
  const { rows } = await pool.query(
    `SELECT event_id, serial, device_name, member_id, member_name, at, reason, message, code, params
     FROM read.door_refusals
     WHERE at >= $1 ORDER BY at DESC LIMIT $2`,
    [since, limit],
  );
  return rows.map((r) => ({
    id: r.event_id,
    serial: r.serial,
    deviceName: r.device_name,
    memberId: r.member_id,
    memberName: r.member_name,
    at: (r.at as Date).toISOString(),
    reason: r.reason,
    message: r.message,
    code: r.code,
    params: r.params,
  }));
}
