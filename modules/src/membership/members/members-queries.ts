import type { Pool } from 'pg';
import type { Queryable } from '@gym/kernel/projection/queryable';
import { READ_SCHEMA } from '@gym/kernel/projection/projector';
import { addDays } from '@gym/events/calendar/local-date';
import { memberStatusSql } from './member-status.js';
import { owedAmountSql, owesSql } from './owing.js';
import { memberNameSql } from './member-names.js';
import { asciiDigits, normaliseArabic } from '@gym/kernel/contracts/arabic-text';

/** A member as queries return it; money in dirhams, dates as YYYY-MM-DD. */
export interface MemberView {
  id: string;
  memberNumber: number;
  firstName: string;
  lastName: string;
  phone: string;
  gender: string;
  email: string | null;
  nationality: string | null;
  address: string | null;
  dateOfBirth: string | null;
  weight: number | null;
  emergencyContact: string | null;
  emergencyPhone: string | null;
  notes: string | null;
  nameArabic: string | null;
  qatarId: string | null;
  preferredLanguage: 'en' | 'ar' | null;
  avatar: string | null;
  joinDate: string;
  membershipId: string | null;
  planId: string | null;
  planName: string | null;
  registrationType: string | null;
  startDate: string | null;
  expiryDate: string | null;
  membershipPrice: number | null;
  joiningFee: number | null;
  cancelledOn: string | null;
  frozenFrom: string | null;
  frozenUntil: string | null;
  status: string;
  archived: boolean;
  dueAmount: number;
  /** What is owed on PT packages' balances (dirhams minor units), beside `dueAmount` on membership invoices. */
  ptDueAmount: number;
  lastCheckIn: string | null;
}

const COLUMNS = (today: string) => `
  m.member_id AS id, m.member_number AS "memberNumber", m.first_name AS "firstName", m.last_name AS "lastName",
  m.phone, m.gender, m.email, m.nationality, m.address, to_char(m.date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth",
  m.weight::float8 AS weight, m.emergency_contact AS "emergencyContact", m.emergency_phone AS "emergencyPhone",
  m.notes, m.name_arabic AS "nameArabic", m.qatar_id AS "qatarId", m.preferred_language AS "preferredLanguage",
  m.avatar, to_char(m.join_date, 'YYYY-MM-DD') AS "joinDate", m.membership_id AS "membershipId",
  m.plan_id AS "planId", m.plan_name AS "planName", m.registration_type AS "registrationType",
  to_char(m.start_date, 'YYYY-MM-DD') AS "startDate", to_char(m.expiry_date, 'YYYY-MM-DD') AS "expiryDate",
  m.membership_price AS "membershipPrice", m.joining_fee AS "joiningFee",
  to_char(m.cancelled_on, 'YYYY-MM-DD') AS "cancelledOn", to_char(m.freeze_from, 'YYYY-MM-DD') AS "frozenFrom",
  to_char(m.freeze_until, 'YYYY-MM-DD') AS "frozenUntil", ${memberStatusSql('m', today)} AS status,
  m.archived, m.due_amount AS "dueAmount", m.pt_due_amount AS "ptDueAmount", m.last_check_in AS "lastCheckIn"`;

export type MemberStatusFilter = 'active' | 'expired' | 'expiring' | 'frozen' | 'cancelled' | 'pending' | 'archived';

export interface MemberFilter {
  readonly today: string;
  readonly search?: string | undefined;
  readonly status?: MemberStatusFilter | undefined;
  readonly planId?: string | undefined;
  readonly gender?: 'male' | 'female' | undefined;
  readonly hasDueAmount?: boolean | undefined;
}

/** Each sort key's ORDER BY terms, in order. */
const SORTS: Record<string, readonly string[]> = {
  // The name the desk sees (`memberNameSql`: the Latin name, else the Arabic one): members named in Latin letters A to
  // Z, then those named only in Arabic, in the Arabic alphabet's order (its letters sort after the Latin ones), never
  // first as an empty Latin name would (issue 46, item 5). members_name_idx holds the same expression.
  name: [`lower(${memberNameSql('m')})`, 'm.member_number'],
  memberNumber: ['m.member_number'],
  joinDate: ['m.join_date', 'm.member_number'],
  expiryDate: ['m.expiry_date NULLS FIRST', 'm.member_number'],
  // What the member owes in all (invoices and PT balances), the amount "Owing the most" means.
  dueAmount: [owedAmountSql('m'), 'm.member_number'],
};

/** An ORDER BY for a sort key such as `name` or `-joinDate` (descending). */
function orderBy(sort: string): string {
  const descending = sort.startsWith('-');
  return (SORTS[sort.replace(/^-/, '')] ?? SORTS.joinDate!)
    .map((part) => `${part}${descending ? ' DESC' : ''}`)
    .join(', ');
}

/** Days before expiry when a membership shows "Expiring Soon" (spec section 4). */
export const EXPIRING_SOON_DAYS = 7;

/** A LIKE pattern that matches its text literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The members list's search as SQL clauses over `m.search_text` (read.members as `m`): each typed word must appear in
 * the name in either script, email, phone digits, member number or Qatar ID; a phone typed with spaces, dashes or +
 * matches its digits. The words are normalised as the search text is (`normaliseArabic`: any spelling of an Arabic
 * name finds it; Arabic-Indic digits as ASCII). `also(pattern)` adds further columns a word may match instead (the
 * PT page: the trainer's name).
 */
export function memberSearchClauses(
  search: string | undefined,
  add: (value: unknown) => string,
  also: (pattern: string) => string[] = () => [],
): string[] {
  return normaliseArabic(asciiDigits(search ?? ''))
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const digits = word.replace(/[\s()+-]/g, '');
      const term = /^\d+$/.test(digits) ? digits : word;
      const pattern = add(`%${literal(term)}%`);
      return [`m.search_text LIKE ${pattern}`, ...also(pattern)].join(' OR ');
    })
    .map((clause) => `(${clause})`);
}

function whereClause(filter: MemberFilter, params: unknown[]): string {
  const add = (value: unknown) => `$${params.push(value)}`;
  const today = add(filter.today);
  const clauses = [filter.status === 'archived' ? 'm.archived' : 'NOT m.archived'];
  clauses.push(...memberSearchClauses(filter.search, add));
  const status = memberStatusSql('m', today);
  if (filter.status === 'expiring') {
    clauses.push(`${status} = 'active' AND m.expiry_date <= ${add(addDays(filter.today, EXPIRING_SOON_DAYS))}::date`);
  } else if (filter.status && filter.status !== 'archived') {
    clauses.push(`${status} = ${add(filter.status)}`);
  }
  if (filter.planId) clauses.push(`m.plan_id = ${add(filter.planId)}`);
  if (filter.gender) clauses.push(`m.gender = ${add(filter.gender)}`);
  if (filter.hasDueAmount) clauses.push(owesSql('m'));
  return clauses.join(' AND ');
}

export async function listMembers(
  pool: Queryable,
  filter: MemberFilter & { page: number; pageSize: number; sort: string },
  schema: string = READ_SCHEMA,
): Promise<{ data: MemberView[]; total: number }> {
  const params: unknown[] = [];
  const where = whereClause(filter, params);
  const order = orderBy(filter.sort);
  const limit = `$${params.push(filter.pageSize)}`;
  const offset = `$${params.push((filter.page - 1) * filter.pageSize)}`;
  const [rows, count] = await Promise.all([
    pool.query<MemberView>(
      `SELECT ${COLUMNS('$1')} FROM ${schema}.members m WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
      params,
    ),
    pool.query<{ total: number }>(
      // The day parameter is bound even when no filter uses it.
      `SELECT count(*)::int AS total FROM ${schema}.members m, (SELECT $1::date AS today) t WHERE ${where}`,
      params.slice(0, -2),
    ),
  ]);
  return { data: rows.rows, total: count.rows[0]!.total };
}

/** Every member matching a filter, for exports (capped, newest first). */
export async function exportMembers(
  pool: Pool,
  filter: MemberFilter & { sort?: string | undefined },
  cap = 200_000,
): Promise<MemberView[]> {
  const params: unknown[] = [];
  const where = whereClause(filter, params);
  const result = await pool.query<MemberView>(
    `SELECT ${COLUMNS('$1')} FROM read.members m WHERE ${where} ORDER BY ${orderBy(filter.sort ?? 'memberNumber')} LIMIT $${params.push(cap)}`,
    params,
  );
  return result.rows;
}

export async function findMember(
  pool: Queryable,
  id: string,
  today: string,
  schema: string = READ_SCHEMA,
): Promise<MemberView | null> {
  const result = await pool.query<MemberView>(
    `SELECT ${COLUMNS('$1')} FROM ${schema}.members m WHERE m.member_id = $2`,
    [today, id],
  );
  return result.rows[0] ?? null;
}

/**
 * The desk's find-as-you-type: an exact member number or Qatar ID first (a scan), then names, emails and phones
 * containing every typed word, most recent visitors first.
 */
export async function lookupMembers(pool: Pool, query: string, today: string, limit = 8): Promise<MemberView[]> {
  const params: unknown[] = [];
  const where = whereClause({ today, search: query }, params);
  const typed = asciiDigits(query.trim());
  const number = /^\d{1,9}$/.test(typed) ? Number(typed) : -1;
  const result = await pool.query<MemberView>(
    `SELECT ${COLUMNS('$1')} FROM read.members m WHERE ${where}
     ORDER BY (m.member_number = $${params.push(number)} OR m.qatar_id = $${params.push(typed)}) DESC, m.last_check_in DESC NULLS LAST, m.member_number
     LIMIT $${params.push(limit)}`,
    params,
  );
  return result.rows;
}
