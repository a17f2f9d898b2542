import type { Pool } from 'pg';
import type { Request } from 'autocannon';

/**
 * Members whose check-in today the desk would accept (live membership, not frozen, not cancelled or archived), in
 * random order. With `until`, members whose membership stays live and unfrozen every day up to then (the classes'
 * bench books them over the coming week). Unless `includeRecent`, members seen in the last 10 minutes are left out:
 * their check-in would be a repeat, which answers 200 and stores nothing.
 */
export async function membersWhoCanCheckIn(
  pool: Pool,
  today: string,
  options: { includeRecent?: boolean; limit?: number; until?: string } = {},
): Promise<string[]> {
  const { rows } = await pool.query<{ member_id: string }>(
    `SELECT member_id FROM read.members WHERE NOT archived AND cancelled_on IS NULL AND manual_status IS NULL
       AND expiry_date >= $2 AND start_date <= $1 AND NOT coalesce(freeze_from <= $2 AND $1 <= freeze_until, false)
       ${options.includeRecent ? '' : "AND (last_check_in IS NULL OR last_check_in < now() - interval '10 minutes')"}
     ORDER BY random() LIMIT $3`,
    [today, options.until ?? today, options.limit ?? null],
  );
  return rows.map((r) => r.member_id);
}

/** The load generator's check-in request: each request is for the next member `body` names, as the desk sends it. */
export function checkInRequest(token: string, body: () => object, onStatus: (status: number) => void): Request {
  return {
    method: 'POST',
    path: '/api/check-ins',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }),
    onResponse: (status) => onStatus(status),
  };
}
