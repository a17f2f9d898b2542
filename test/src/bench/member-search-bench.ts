import type { Pool } from 'pg';
import { percentiles } from './percentiles.js';

/**
 * Finding a member at the desk: for random members, what a receptionist types — the member number (a scanner), the
 * first letters of the last name, the whole name, the last 4 digits of the phone — sent to the check-in lookup and
 * to the table view's search, one request at a time, timed until the answer is read.
 */
export async function measureMemberSearch(baseUrl: string, token: string, pool: Pool, members: number) {
  const sample = await pool.query<{ number: number; first: string; last: string; phone: string }>(
    `SELECT member_number AS number, first_name AS first, last_name AS last, phone
       FROM read.members ORDER BY random() LIMIT $1`,
    [members],
  );
  const typed = sample.rows.flatMap((m) => [
    String(m.number),
    m.last.slice(0, 3),
    `${m.first} ${m.last}`,
    m.phone.replace(/\D/g, '').slice(-4),
  ]);
  const time = async (path: (text: string) => string) => {
    const samples: number[] = [];
    let found = 0;
    for (const text of typed) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${path(encodeURIComponent(text))}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(`member search answered ${response.status} for "${text}"`);
      const body = (await response.json()) as unknown[] | { data: unknown[] };
      samples.push(performance.now() - started);
      if ((Array.isArray(body) ? body : body.data).length > 0) found++;
    }
    return { ...percentiles(samples), searches: samples.length, found };
  };
  const lookup = await time((q) => `/api/members/lookup?q=${q}`);
  const table = await time((q) => `/api/members?search=${q}&pageSize=25`);
  return { lookup, table };
}
