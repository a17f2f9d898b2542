import type { Pool } from 'pg';
import { normaliseArabic } from '@gym/kernel/contracts/arabic-text';
import { percentiles } from './percentiles.js';

/** What the desk types to find a member, and which kind of text it is (for the figures by kind). */
interface Typed {
  readonly text: string;
  readonly arabic: boolean;
}

/**
 * An Arabic name as another desk spells it (issue 46, item 5): without hamzas, with ha for ta marbuta and ya for
 * alef maqsura (the normalised form), and with a tatweel in its first word; the member must still be found.
 */
function otherSpelling(name: string): string {
  const plain = normaliseArabic(name);
  return plain.length > 2 ? `${plain.slice(0, 2)}\u0640${plain.slice(2)}` : plain;
}

/**
 * Finding a member at the desk: for random members, what a receptionist types — the member number (a scanner), the
 * first letters of the last name, the whole name, the last 4 digits of the phone, and for the members who have them
 * the Arabic name as another spelling of it, its first word, and the Qatar ID — sent to the check-in lookup and to the
 * table view's search, one request at a time, timed until the answer is read. The Arabic searches are also reported
 * apart: in a database without a locale (the embedded one) they cannot use the trigram index.
 */
export async function measureMemberSearch(baseUrl: string, token: string, pool: Pool, members: number) {
  const sample = await pool.query<{
    number: number;
    first: string;
    last: string;
    phone: string;
    arabic: string | null;
    qid: string | null;
  }>(
    `SELECT member_number AS number, first_name AS first, last_name AS last, phone, name_arabic AS arabic,
            qatar_id AS qid
       FROM read.members ORDER BY random() LIMIT $1`,
    [members],
  );
  const typed: Typed[] = sample.rows.flatMap((m) => [
    ...[String(m.number), m.last.slice(0, 3), `${m.first} ${m.last}`, m.phone.replace(/\D/g, '').slice(-4)]
      .filter((text) => text.trim() !== '')
      .map((text) => ({ text, arabic: false })),
    ...(m.arabic ? [otherSpelling(m.arabic), m.arabic.split(' ')[0]!].map((text) => ({ text, arabic: true })) : []),
    ...(m.qid ? [{ text: m.qid, arabic: false }] : []),
  ]);
  const time = async (path: (text: string) => string, texts: readonly Typed[]) => {
    const samples: number[] = [];
    let found = 0;
    for (const { text } of texts) {
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
  const lookupPath = (q: string) => `/api/members/lookup?q=${q}`;
  const tablePath = (q: string) => `/api/members?search=${q}&pageSize=25`;
  const arabicTexts = typed.filter((t) => t.arabic);
  const lookup = await time(lookupPath, typed);
  const table = await time(tablePath, typed);
  const arabicLookup = await time(lookupPath, arabicTexts);
  const arabicTable = await time(tablePath, arabicTexts);
  const withArabicName = Number(
    (await pool.query<{ n: string }>('SELECT count(*) AS n FROM read.members WHERE name_arabic IS NOT NULL')).rows[0]!
      .n,
  );
  return { lookup, table, arabicLookup, arabicTable, withArabicName };
}
