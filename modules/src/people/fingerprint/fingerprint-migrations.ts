import type { Migration } from '@gym/events/db/migrate';

/**
 * Tables outside the event log (DESIGN section 3: biometric data never enters it):
 * - `device_presence`: what each reader's polls say (last seen, clock drift, users and fingerprints on it). Polls
 *   every 10 s are not business facts, so they are not events.
 * - `templates`: fingerprint templates, AES-256-GCM encrypted, deleted with the member's enrolment.
 * - `punches`: every attendance line handled, keyed by reader, user id and the reader's time, so a reader that
 *   sends a line again has it recorded once.
 */
export const fingerprintMigrations: readonly Migration[] = [
  {
    id: '001-fingerprint-tables',
    sql: `
      CREATE SCHEMA IF NOT EXISTS fingerprint;
      CREATE TABLE fingerprint.device_presence (
        serial text PRIMARY KEY,
        last_seen timestamptz NOT NULL,
        address text,
        firmware text,
        users integer,
        fingerprints integer,
        records integer,
        drift_ms integer,
        drift_measured_at timestamptz
      );
      CREATE TABLE fingerprint.templates (
        member_id text NOT NULL,
        finger_index smallint NOT NULL,
        pin text NOT NULL,
        iv bytea NOT NULL,
        auth_tag bytea NOT NULL,
        ciphertext bytea NOT NULL,
        stored_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, finger_index)
      );
      CREATE TABLE fingerprint.punches (
        serial text NOT NULL,
        pin text NOT NULL,
        reader_time text NOT NULL,
        outcome text NOT NULL,
        member_id text,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (serial, pin, reader_time)
      );`,
  },
];
