import { fingerprintEvents } from './fingerprint-events.js';
import type { FingerprintEvent } from './fingerprint-events.js';
import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { DOOR_TOPIC, FINGERPRINT_TOPIC } from './fingerprint-topics.js';

/**
 * Readers (waiting or approved), their command queues, members' enrolments (never a template) and the door's
 * refusals. Few events (approvals, enrolments, a command per member and reader): one statement per event.
 */
export const fingerprintProjector: ModuleProjector<typeof FINGERPRINT_TOPIC.name | typeof DOOR_TOPIC.name> = {
  name: 'fingerprint',
  // 2: commands keep when they were last taken and how often they were resent. 3: readers' approved address, holds.
  // 4: enrolments' window (open until), one count per finger. 5: door refusals keep their code and values.
  version: 5,
  eventTypes: fingerprintEvents.map((e) => e.type),
  topics: [FINGERPRINT_TOPIC.name, DOOR_TOPIC.name],
  tables: [
    {
      name: 'fingerprint_devices',
      ddl: `CREATE TABLE fingerprint_devices (
        serial text PRIMARY KEY, status text NOT NULL, name text, direction text, firmware text, address text,
        announced_at timestamptz NOT NULL, approved_at timestamptz, approved_by text, approved_address text,
        held_address text, held_at timestamptz
      )`,
    },
    {
      name: 'fingerprint_commands',
      ddl: `CREATE TABLE fingerprint_commands (
        serial text NOT NULL, command_no integer NOT NULL, kind text NOT NULL, member_id text NOT NULL,
        pin text NOT NULL, name text NOT NULL, reason text NOT NULL, status text NOT NULL, return_code integer,
        queued_at timestamptz NOT NULL, sent_at timestamptz, resends integer NOT NULL DEFAULT 0,
        done_at timestamptz, PRIMARY KEY (serial, command_no)
      );
      CREATE INDEX fingerprint_commands_open_idx ON fingerprint_commands (serial) WHERE status IN ('queued', 'sent');`,
    },
    {
      name: 'fingerprint_enrolments',
      ddl: `CREATE TABLE fingerprint_enrolments (
        member_id text PRIMARY KEY, pin text NOT NULL, name text NOT NULL, serial text NOT NULL, status text NOT NULL,
        fingers integer[] NOT NULL DEFAULT '{}', revoked boolean NOT NULL DEFAULT false, revoked_reason text,
        started_at timestamptz NOT NULL, enrolled_at timestamptz, open_until timestamptz
      );
      CREATE UNIQUE INDEX fingerprint_enrolments_pin_idx ON fingerprint_enrolments (pin);`,
    },
    {
      name: 'door_refusals',
      ddl: `CREATE TABLE door_refusals (
        event_id text PRIMARY KEY, serial text NOT NULL, device_name text NOT NULL, member_id text NOT NULL,
        member_name text NOT NULL, at timestamptz NOT NULL, reason text NOT NULL, message text NOT NULL,
        code text, params jsonb
      );
      CREATE INDEX door_refusals_at_idx ON door_refusals (at DESC);`,
    },
  ],
  async apply(events, client, { parseEvent }) {
    for (const recorded of events) {
      const event = parseEvent(recorded) as FingerprintEvent;
      const at = recorded.metadata.at;
      switch (event.type) {
        case 'FingerprintDeviceAnnounced':
          await client.query(
            `INSERT INTO fingerprint_devices (serial, status, firmware, address, announced_at)
             VALUES ($1, 'pending', $2, $3, $4)
             ON CONFLICT (serial) DO UPDATE SET status = 'pending', name = NULL, direction = NULL,
               firmware = $2, address = $3, announced_at = $4, approved_at = NULL, approved_by = NULL,
               approved_address = NULL, held_address = NULL, held_at = NULL`,
            [event.data.serial, event.data.firmware, event.data.address, event.data.at],
          );
          break;
        case 'FingerprintDeviceApproved':
          await client.query(
            `UPDATE fingerprint_devices SET status = 'approved', name = $2, direction = $3, approved_at = $4,
               approved_by = $5, approved_address = coalesce($6, address), held_address = NULL, held_at = NULL
             WHERE serial = $1`,
            [
              event.data.serial,
              event.data.name,
              event.data.direction,
              at,
              recorded.metadata.actorName,
              event.data.address ?? null,
            ],
          );
          break;
        case 'FingerprintDeviceHeld':
          await client.query(
            `UPDATE fingerprint_devices SET status = 'held', held_address = $2, held_at = $3 WHERE serial = $1`,
            [event.data.serial, event.data.address, event.data.at],
          );
          break;
        case 'FingerprintDeviceReapproved':
          await client.query(
            `UPDATE fingerprint_devices SET status = 'approved', approved_address = $2, held_address = NULL,
               held_at = NULL, approved_at = $3, approved_by = $4 WHERE serial = $1`,
            [event.data.serial, event.data.address, at, recorded.metadata.actorName],
          );
          break;
        case 'FingerprintDeviceChanged':
          await client.query('UPDATE fingerprint_devices SET name = $2, direction = $3 WHERE serial = $1', [
            event.data.serial,
            event.data.name,
            event.data.direction,
          ]);
          break;
        case 'FingerprintDeviceRemoved':
          await client.query('DELETE FROM fingerprint_devices WHERE serial = $1', [event.data.serial]);
          await client.query(
            `UPDATE fingerprint_commands SET status = 'dropped', done_at = $2
             WHERE serial = $1 AND status IN ('queued', 'sent')`,
            [event.data.serial, at],
          );
          break;
        case 'DeviceCommandQueued': {
          const d = event.data;
          await client.query(
            `INSERT INTO fingerprint_commands (serial, command_no, kind, member_id, pin, name, reason, status, queued_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, 'queued', $8) ON CONFLICT DO NOTHING`,
            [d.serial, d.commandNo, d.kind, d.memberId, d.pin, d.name, d.reason, at],
          );
          break;
        }
        case 'DeviceCommandSent':
          await client.query(
            `UPDATE fingerprint_commands SET status = 'sent', sent_at = $3
             WHERE serial = $1 AND command_no = ANY($2::int[])`,
            [event.data.serial, event.data.commandNos, at],
          );
          break;
        case 'DeviceCommandsResent':
          await client.query(
            `UPDATE fingerprint_commands SET status = 'queued', resends = resends + 1
             WHERE serial = $1 AND command_no = ANY($2::int[])`,
            [event.data.serial, event.data.commandNos],
          );
          break;
        case 'DeviceCommandCompleted':
          await client.query(
            `UPDATE fingerprint_commands SET status = $3, return_code = $4, done_at = $5
             WHERE serial = $1 AND command_no = $2`,
            [
              event.data.serial,
              event.data.commandNo,
              event.data.returnCode === 0 ? 'done' : 'failed',
              event.data.returnCode,
              at,
            ],
          );
          break;
        case 'FingerprintEnrolmentStarted':
          await client.query(
            `INSERT INTO fingerprint_enrolments (member_id, pin, name, serial, status, started_at, open_until)
             VALUES ($1, $2, $3, $4, 'started', $5, $6)
             ON CONFLICT (member_id) DO UPDATE SET pin = $2, name = $3, serial = $4, started_at = $5, open_until = $6`,
            [event.data.memberId, event.data.pin, event.data.name, event.data.serial, at, event.data.until ?? null],
          );
          break;
        case 'FingerprintEnrolled':
          await client.query(
            `UPDATE fingerprint_enrolments SET status = 'enrolled', open_until = NULL,
               fingers = CASE WHEN $2 = ANY(fingers) THEN fingers ELSE array_append(fingers, $2) END,
               enrolled_at = coalesce(enrolled_at, $3) WHERE member_id = $1`,
            [event.data.memberId, event.data.fingerIndex, at],
          );
          break;
        case 'FingerprintEnrolmentDeleted':
          await client.query('DELETE FROM fingerprint_enrolments WHERE member_id = $1', [event.data.memberId]);
          break;
        case 'DoorAccessRevoked':
          await client.query(
            'UPDATE fingerprint_enrolments SET revoked = true, revoked_reason = $2 WHERE member_id = $1',
            [event.data.memberId, event.data.reason],
          );
          break;
        case 'DoorAccessRestored':
          await client.query(
            'UPDATE fingerprint_enrolments SET revoked = false, revoked_reason = NULL WHERE member_id = $1',
            [event.data.memberId],
          );
          break;
        case 'DoorEntryRefused': {
          const d = event.data;
          await client.query(
            `INSERT INTO door_refusals
               (event_id, serial, device_name, member_id, member_name, at, reason, message, code, params)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
            [
              recorded.eventId,
              d.serial,
              d.deviceName,
              d.memberId,
              d.memberName,
              d.at,
              d.reason,
              d.message,
              d.code ?? null,
              d.params ? JSON.stringify(d.params) : null,
            ],
          );
          break;
        }
      }
    }
  },
};
