import type { Pool } from 'pg';
import type { ReaderInfo } from './adms-protocol.js';

/**
 * What a reader's requests say about it (last seen, address, firmware, counts, clock drift): an ordinary table, since
 * a poll every 10 s per reader is no business fact. Returns when the reader was seen before this request.
 */
export async function touchDevice(
  pool: Pool,
  serial: string,
  seen: { at: Date; address: string | null; info: ReaderInfo | null },
): Promise<Date | null> {
  const { rows } = await pool.query<{ previous: Date | null }>(
    `WITH previous AS (SELECT last_seen FROM fingerprint.device_presence WHERE serial = $1)
     INSERT INTO fingerprint.device_presence AS p (serial, last_seen, address, firmware, users, fingerprints, records)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (serial) DO UPDATE SET last_seen = greatest(p.last_seen, $2), address = coalesce($3, p.address),
       firmware = coalesce($4, p.firmware), users = coalesce($5, p.users),
       fingerprints = coalesce($6, p.fingerprints), records = coalesce($7, p.records)
     RETURNING (SELECT last_seen FROM previous) AS previous`,
    [
      serial,
      seen.at,
      seen.address,
      seen.info?.firmware ?? null,
      seen.info?.users ?? null,
      seen.info?.fingerprints ?? null,
      seen.info?.records ?? null,
    ],
  );
  return rows[0]?.previous ?? null;
}

/** The address a reader last called from (what the page shows, and what an approval binds it to). */
export async function lastAddress(pool: Pool, serial: string): Promise<string | null> {
  const { rows } = await pool.query<{ address: string | null }>(
    'SELECT address FROM fingerprint.device_presence WHERE serial = $1',
    [serial],
  );
  return rows[0]?.address ?? null;
}

/**
 * A request's client address as the app determines it (the connection's, or X-Forwarded-For behind the production
 * proxy), with an IPv4 address written as IPv4-mapped IPv6 brought back to IPv4, so one reader has one address.
 */
export function readerAddress(ip: string): string {
  return /^::ffff:\d{1,3}(\.\d{1,3}){3}$/i.test(ip) ? ip.slice(7) : ip;
}

export async function recordDrift(pool: Pool, serial: string, driftMs: number, at: Date): Promise<void> {
  await pool.query('UPDATE fingerprint.device_presence SET drift_ms = $2, drift_measured_at = $3 WHERE serial = $1', [
    serial,
    driftMs,
    at,
  ]);
}

export async function driftOf(pool: Pool, serial: string): Promise<number> {
  const { rows } = await pool.query<{ drift_ms: number | null }>(
    'SELECT drift_ms FROM fingerprint.device_presence WHERE serial = $1',
    [serial],
  );
  return rows[0]?.drift_ms ?? 0;
}
