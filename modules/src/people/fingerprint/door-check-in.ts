import type { Pool } from 'pg';
import { deriveEntityId } from '@gym/events/store/ids';
import { DomainError } from '@gym/kernel/commands/domain-error';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import type { ModuleContext } from '@gym/kernel/http/module-context';
import { BOOKED_CLASS, checkInMember, checkInsOfMember, checkOutMember } from '../../membership/check-ins/public.js';
import { readerTimeToInstant } from './adms-protocol.js';
import type { AttendanceLine } from './adms-protocol.js';
import { doorDayStream } from './fingerprint-events.js';
import { enrolmentsOfPins } from './fingerprint-queries.js';
import type { DeviceRecord } from './fingerprint-queries.js';

export type PunchOutcome = 'checked-in' | 'already-in' | 'refused' | 'checked-out' | 'exit' | 'unknown-user' | 'resent';

/** A command a reader causes: its actor names the reader; the key makes a resent line store nothing twice. */
export function readerContext(
  deps: Pick<ModuleContext, 'store' | 'catalogue' | 'clock'>,
  device: DeviceRecord,
  key: string,
  origin: ReaderOrigin,
): CommandContext {
  return {
    store: deps.store,
    catalogue: deps.catalogue,
    actor: { id: null, name: `Reader ${device.name ?? device.serial}` },
    idempotencyKey: key,
    correlationId: key,
    command: origin.command,
    clientAddress: origin.clientAddress,
    now: deps.clock.now(),
  };
}

/** The reader's request a command comes from (the audit trail shows the route and the reader's address). */
export interface ReaderOrigin {
  readonly command: string;
  readonly clientAddress: string;
}

/** Lines looked up per round trip: what was taken before and whose user ids they are, for a chunk at a time. */
const CHUNK_LINES = 500;

/**
 * The attendance lines of an approved reader's upload, in the order the reader sent them: a member's punch on an
 * entrance reader is a check-in with the desk's rules (refused for an expired, frozen or cancelled membership,
 * recorded with the reason so the desk sees it); an exit reader's punch is recorded as an exit. The same line sent
 * again (a reader that did not get our OK) is found in `fingerprint.punches` and recorded once; should the process
 * stop between the check-in and that row, the check-in's idempotency key stores nothing twice. Lines are taken in
 * chunks: one query finds those seen before, one the members of the chunk's user ids, one stores the lines of users
 * the app did not enrol; only members' punches are commands of their own.
 *
 * A punch's instant is the reader's local time corrected by its measured clock drift, never later than now.
 */
export async function recordPunches(
  deps: Pick<ModuleContext, 'store' | 'catalogue' | 'clock' | 'calendar' | 'pool'>,
  device: DeviceRecord,
  lines: readonly AttendanceLine[],
  driftMs: number,
  origin: ReaderOrigin,
): Promise<PunchOutcome[]> {
  const outcomes: PunchOutcome[] = [];
  for (let start = 0; start < lines.length; start += CHUNK_LINES) {
    const chunk = lines.slice(start, start + CHUNK_LINES);
    const seen = await seenBefore(deps.pool, device.serial, chunk);
    const members = await enrolmentsOfPins(deps.pool, [...new Set(chunk.map((l) => l.pin))]);
    const unknown: AttendanceLine[] = [];
    for (const line of chunk) {
      const key = `${line.pin}\t${line.time}`;
      if (seen.has(key)) {
        outcomes.push('resent');
        continue;
      }
      seen.add(key);
      const member = members.get(line.pin);
      if (!member) {
        unknown.push(line);
        outcomes.push('unknown-user');
        continue;
      }
      const outcome = await admit(deps, device, line, driftMs, member, origin);
      await remember(deps.pool, device.serial, [line], outcome, member.memberId);
      outcomes.push(outcome);
    }
    await remember(deps.pool, device.serial, unknown, 'unknown-user', null);
  }
  return outcomes;
}

/** The lines of a chunk the reader sent before (reader, user id and reader time), as `pin\ttime`. */
async function seenBefore(pool: Pool, serial: string, chunk: readonly AttendanceLine[]): Promise<Set<string>> {
  const { rows } = await pool.query<{ pin: string; reader_time: string }>(
    `SELECT pin, reader_time FROM fingerprint.punches
     WHERE serial = $1 AND (pin, reader_time) IN (SELECT * FROM unnest($2::text[], $3::text[]))`,
    [serial, chunk.map((l) => l.pin), chunk.map((l) => l.time)],
  );
  return new Set(rows.map((r) => `${r.pin}\t${r.reader_time}`));
}

async function admit(
  deps: Pick<ModuleContext, 'store' | 'catalogue' | 'clock' | 'calendar' | 'pool'>,
  device: DeviceRecord,
  line: AttendanceLine,
  driftMs: number,
  member: { memberId: string; name: string },
  origin: ReaderOrigin,
): Promise<PunchOutcome> {
  const now = deps.clock.now();
  const timeZone = await deps.calendar.timeZone();
  const readerInstant = readerTimeToInstant(line.time, timeZone);
  const at = new Date(Math.min(readerInstant.getTime() - driftMs, now.getTime()));
  const key = `reader:${device.serial}:${line.pin}:${line.time}`;
  if (device.direction === 'out') return leave(deps, device, member.memberId, at, key, origin);
  const context = readerContext(deps, device, key, origin);
  try {
    const result = await checkInMember(context, {
      checkInId: deriveEntityId(key, 'check-in'),
      memberId: member.memberId,
      at,
      classId: null,
      // A member booked in a class starting within the hour is checked in to it too (issue 47).
      occurrence: { id: BOOKED_CLASS, timeZone: await deps.calendar.timeZone(), pool: deps.pool },
      // A reader cannot override a refusal: only a person at the desk can.
      override: { requested: false, allowed: false, byUserId: null, byName: context.actor.name },
      dayOf: (instant) => deps.calendar.dayOf(instant),
      timeZone,
    });
    return result.duplicate ? 'already-in' : 'checked-in';
  } catch (error) {
    if (!(error instanceof DomainError) || error.status !== 409 || typeof error.details?.reason !== 'string')
      throw error;
    const reason = error.details.reason;
    const message = error.message;
    const day = await deps.calendar.dayOf(at);
    await executeCommand(readerContext(deps, device, `${key}:refused`, origin), {
      async plan() {
        return {
          appends: [
            {
              streamId: doorDayStream(device.serial, day),
              expectedVersion: 'any',
              events: [
                {
                  type: 'DoorEntryRefused',
                  data: {
                    serial: device.serial,
                    deviceName: device.name ?? device.serial,
                    memberId: member.memberId,
                    memberName: member.name,
                    at: at.toISOString(),
                    reason,
                    message,
                    code: error.code,
                    params: { ...error.params },
                  },
                },
              ],
            },
          ],
          answer: {},
        };
      },
      replay: () => ({}),
    });
    return 'refused';
  }
}

/**
 * An exit reader's punch checks the member out of their open visit of that day (the latest check-in, if it is not
 * checked out yet and began before the punch); otherwise it is only recorded as leaving.
 */
async function leave(
  deps: Pick<ModuleContext, 'store' | 'catalogue' | 'clock' | 'calendar' | 'pool'>,
  device: DeviceRecord,
  memberId: string,
  at: Date,
  key: string,
  origin: ReaderOrigin,
): Promise<PunchOutcome> {
  const day = await deps.calendar.dayOf(at);
  const [latest] = await checkInsOfMember(deps.pool, memberId, 1);
  if (!latest || latest.day !== day || latest.checkOutTime || new Date(latest.checkInTime) > at) return 'exit';
  try {
    await checkOutMember(readerContext(deps, device, `${key}:out`, origin), {
      checkInId: latest.id,
      memberId,
      day,
      at,
    });
    return 'checked-out';
  } catch (error) {
    // Checked out at the desk a moment ago: the punch is only recorded as leaving.
    if (error instanceof DomainError && error.status === 409) return 'exit';
    throw error;
  }
}

async function remember(
  pool: Pool,
  serial: string,
  lines: readonly AttendanceLine[],
  outcome: PunchOutcome,
  memberId: string | null,
) {
  if (lines.length === 0) return;
  await pool.query(
    `INSERT INTO fingerprint.punches (serial, pin, reader_time, outcome, member_id)
     SELECT $1, pin, reader_time, $4, $5 FROM unnest($2::text[], $3::text[]) AS line(pin, reader_time)
     ON CONFLICT DO NOTHING`,
    [serial, lines.map((l) => l.pin), lines.map((l) => l.time), outcome, memberId],
  );
}
