import type { Migration } from '../db/migrate.js';

/** The chain's advisory lock: one sealer at a time across every process on the database. */
export const CHAIN_SEAL_LOCK_KEY = 727_002;

/**
 * Trust in the log (issue 13, items 9 and 10).
 *
 * Append-only: a trigger refuses every UPDATE, DELETE and TRUNCATE of the events and of their chain, whoever asks
 * (the application's role included; a superuser can still drop the trigger, which the chain then shows).
 *
 * Tamper evidence: `event_store.event_chain` gives each event a hash chained to the one before it, in the order the
 * gap-free reader delivers events: (transaction_id, position). The chain is sealed after commit, below the oldest
 * running transaction, rather than by the append itself: chaining inside the append would make every append wait for
 * the previous one's commit (one global lock held through each commit's flush), which both serialises the desk's
 * writes and forbids the out-of-order commits the reader is built to handle. No event can later appear below the
 * sealed head (a transaction that commits later has a newer id than every sealed one), so an event found there without
 * a link was inserted by hand. `seal_events` may run from several processes at once: the lock makes them take turns.
 *
 * The hashed text is jsonb_build_array(seq, position, event id, stream, stream version, type, schema version, data,
 * metadata)::text: jsonb prints one canonical text per value, so the verifier (`event-chain.ts`) recomputes the same
 * bytes from the same columns.
 */
export const tamperEvidenceMigration: Migration = {
  id: '003-append-only-and-chain',
  sql: `
CREATE OR REPLACE FUNCTION event_store.refuse_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION 'the event log is append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'GE002', HINT = 'Correct a fact with a new event that reverses or amends it.';
END
$fn$;

CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON event_store.events
  FOR EACH ROW EXECUTE FUNCTION event_store.refuse_change();
CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON event_store.events
  FOR EACH STATEMENT EXECUTE FUNCTION event_store.refuse_change();

CREATE TABLE event_store.event_chain (
  seq       bigint PRIMARY KEY,
  position  bigint NOT NULL UNIQUE,
  hash      bytea NOT NULL,
  sealed_at timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER event_chain_append_only BEFORE UPDATE OR DELETE ON event_store.event_chain
  FOR EACH ROW EXECUTE FUNCTION event_store.refuse_change();
CREATE TRIGGER event_chain_no_truncate BEFORE TRUNCATE ON event_store.event_chain
  FOR EACH STATEMENT EXECUTE FUNCTION event_store.refuse_change();

CREATE OR REPLACE FUNCTION event_store.chain_text(e event_store.events, p_seq bigint) RETURNS text
LANGUAGE sql IMMUTABLE AS $fn$
  SELECT jsonb_build_array(p_seq, e.position, e.event_id, e.stream_id, e.stream_version, e.type, e.schema_version,
                           e.data, e.metadata)::text
$fn$;

${sealEventsSql('pg_snapshot_xmin(pg_current_snapshot())')}`,
};

/** `seal_events`, linking events of transactions below `horizon` (an SQL expression of the reader's horizon). */
export function sealEventsSql(horizon: string): string {
  return `-- Links up to p_limit committed, unsealed events to the chain, in reader order; returns how many it linked.
CREATE OR REPLACE FUNCTION event_store.seal_events(p_limit integer) RETURNS integer
LANGUAGE plpgsql AS $fn$
DECLARE
  v_seq bigint;
  v_hash bytea;
  v_after_commit xid8;
  v_after_position bigint;
  v_count integer := 0;
  v_seqs bigint[] := '{}';
  v_positions bigint[] := '{}';
  v_hashes bytea[] := '{}';
  r event_store.events;
BEGIN
  PERFORM pg_advisory_xact_lock(${CHAIN_SEAL_LOCK_KEY});
  SELECT c.seq, c.hash, e.transaction_id, e.position
    INTO v_seq, v_hash, v_after_commit, v_after_position
    FROM event_store.event_chain c LEFT JOIN event_store.events e ON e.position = c.position
    ORDER BY c.seq DESC LIMIT 1;
  IF v_seq IS NULL THEN
    v_seq := 0; v_hash := ''::bytea; v_after_commit := '0'::xid8; v_after_position := 0;
  ELSIF v_after_commit IS NULL THEN
    RAISE EXCEPTION 'the last sealed event (position %) is missing from the log: run npm run events:verify', (
      SELECT c.position FROM event_store.event_chain c WHERE c.seq = v_seq);
  END IF;
  FOR r IN
    SELECT e.* FROM event_store.events e
    WHERE (e.transaction_id, e.position) > (v_after_commit, v_after_position)
      AND e.transaction_id < ${horizon}
    ORDER BY e.transaction_id, e.position
    LIMIT p_limit
  LOOP
    v_seq := v_seq + 1;
    v_hash := sha256(v_hash || convert_to(event_store.chain_text(r, v_seq), 'UTF8'));
    v_seqs := v_seqs || v_seq;
    v_positions := v_positions || r.position;
    v_hashes := v_hashes || v_hash;
    v_count := v_count + 1;
  END LOOP;
  -- One insert for the batch: a statement per link cost more than the hashing.
  INSERT INTO event_store.event_chain (seq, position, hash)
    SELECT * FROM unnest(v_seqs, v_positions, v_hashes);
  RETURN v_count;
END
$fn$;
`;
}
