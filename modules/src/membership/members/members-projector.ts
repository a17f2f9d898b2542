import { addDays } from '@gym/events/calendar/local-date';
import { memberEvents, withProfileDefaults } from './member-events.js';
import type { MemberEvent, ProfileFields } from './member-events.js';
import { normaliseArabic } from '@gym/kernel/contracts/arabic-text';
import { MemberCheckedIn } from '../check-ins/check-in-events.js';
import type { ProjectedRows } from '@gym/kernel/projection/batch-rows';
import { rowsFor } from '@gym/kernel/projection/pass-rows';
import type { MemberRecordEvent } from './member-record-events.js';
import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { MEMBERS_TOPIC } from './member-topics.js';
import { changeDebt, debtIdOf, dueTypes, ptDueTypes } from './member-debts.js';
import type { DueRow } from './member-debts.js';
import { ID_TYPE } from '@gym/kernel/projection/id-type';

/** The row's columns of a member's profile: what registration sets and a profile change replaces. */
function profileColumns(fields: ProfileFields) {
  const profile = withProfileDefaults(fields);
  return {
    first_name: profile.firstName,
    last_name: profile.lastName,
    phone: profile.phone,
    gender: profile.gender,
    email: profile.email,
    nationality: profile.nationality,
    address: profile.address,
    date_of_birth: profile.dateOfBirth,
    weight: profile.weight,
    emergency_contact: profile.emergencyContact,
    emergency_phone: profile.emergencyPhone,
    notes: profile.notes,
    name_arabic: profile.nameArabic,
    qatar_id: profile.qatarId,
    preferred_language: profile.preferredLanguage,
  };
}

export interface MemberRow extends Record<string, unknown> {
  member_id: string;
  member_number: number;
  first_name: string;
  last_name: string;
  phone: string;
  gender: string;
  email: string | null;
  nationality: string | null;
  address: string | null;
  date_of_birth: string | null;
  weight: number | null;
  emergency_contact: string | null;
  emergency_phone: string | null;
  notes: string | null;
  name_arabic: string | null;
  qatar_id: string | null;
  preferred_language: string | null;
  avatar: string | null;
  join_date: string;
  membership_id: string | null;
  plan_id: string | null;
  plan_name: string | null;
  registration_type: string | null;
  start_date: string | null;
  expiry_date: string | null;
  membership_price: number | null;
  joining_fee: number | null;
  cancelled_on: string | null;
  freeze_from: string | null;
  freeze_until: string | null;
  manual_status: string | null;
  archived: boolean;
  /** What the member owes on membership invoices and on PT packages: the sums of their debts of each kind. */
  due_amount: number;
  pt_due_amount: number;
  last_check_in: string | null;
  search_text: string;
  created_at: string;
  updated_at: string;
}

const MEMBER_COLUMNS: (keyof MemberRow & string)[] = [
  'member_id',
  'member_number',
  'first_name',
  'last_name',
  'phone',
  'gender',
  'email',
  'nationality',
  'address',
  'date_of_birth',
  'weight',
  'emergency_contact',
  'emergency_phone',
  'notes',
  'name_arabic',
  'qatar_id',
  'preferred_language',
  'avatar',
  'join_date',
  'membership_id',
  'plan_id',
  'plan_name',
  'registration_type',
  'start_date',
  'expiry_date',
  'membership_price',
  'joining_fee',
  'cancelled_on',
  'freeze_from',
  'freeze_until',
  'manual_status',
  'archived',
  'due_amount',
  'pt_due_amount',
  'search_text',
  'created_at',
  'updated_at',
];

/**
 * Lower-case text a desk search matches: names in both scripts (the Arabic one in its search form, `normaliseArabic`),
 * email, phone digits, the member number and the Qatar ID. The query is normalised the same way (members-queries.ts).
 */
export function searchTextOf(
  row: Pick<MemberRow, 'first_name' | 'last_name' | 'email' | 'phone' | 'member_number' | 'name_arabic' | 'qatar_id'>,
): string {
  return [
    row.first_name,
    row.last_name,
    normaliseArabic(row.name_arabic ?? ''),
    row.email ?? '',
    row.phone.replace(/\D/g, ''),
    String(row.member_number),
    row.qatar_id ?? '',
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/** The member events that change a member's row (a Qatar ID's claims are told by the profile beside them). */
const memberTypes = new Set<string>(
  memberEvents.map((e) => e.type).filter((t) => t !== 'QatarIdClaimed' && t !== 'QatarIdReleased'),
);

function applyMemberEvent(rows: ProjectedRows<MemberRow>, event: MemberEvent, at: string): void {
  const id = 'memberId' in event.data ? event.data.memberId : '';
  const touch = (change: (row: MemberRow) => Partial<MemberRow>) =>
    rows.change(id, (row) => {
      Object.assign(row, change(row));
      row.updated_at = at;
    });
  switch (event.type) {
    case 'MemberRegistered': {
      const d = event.data;
      const row: MemberRow = {
        member_id: d.memberId,
        member_number: d.memberNumber,
        ...profileColumns(d),
        avatar: null,
        join_date: d.joinDate,
        membership_id: null,
        plan_id: null,
        plan_name: null,
        registration_type: null,
        start_date: null,
        expiry_date: null,
        membership_price: null,
        joining_fee: null,
        cancelled_on: null,
        freeze_from: null,
        freeze_until: null,
        manual_status: null,
        archived: false,
        due_amount: 0,
        pt_due_amount: 0,
        last_check_in: null,
        search_text: '',
        created_at: at,
        updated_at: at,
      };
      rows.set({ ...row, search_text: searchTextOf(row) });
      return;
    }
    case 'MemberProfileChanged': {
      const d = event.data;
      touch((row) => {
        const next = {
          ...row,
          ...profileColumns(d),
        };
        return { ...next, search_text: searchTextOf(next) };
      });
      return;
    }
    case 'MemberAvatarChanged':
      return touch(() => ({ avatar: event.data.avatar }));
    case 'MemberArchived':
      return touch(() => ({ archived: true }));
    case 'MemberRestored':
      return touch(() => ({ archived: false }));
    case 'MemberStatusChanged':
      return touch(() => ({ manual_status: event.data.status === 'active' ? null : event.data.status }));
    case 'MembershipSold': {
      const d = event.data;
      return touch(() => ({
        membership_id: d.membershipId,
        plan_id: d.planId,
        plan_name: d.planName,
        registration_type: d.registrationType,
        start_date: d.startDate,
        expiry_date: d.expiryDate,
        membership_price: d.price,
        joining_fee: d.joiningFee,
        cancelled_on: null,
        freeze_from: null,
        freeze_until: null,
        manual_status: null,
      }));
    }
    case 'MembershipFrozen':
      return touch(() => ({
        freeze_from: event.data.from,
        freeze_until: event.data.until,
        expiry_date: event.data.expiryDate,
      }));
    case 'MembershipUnfrozen':
      return touch((row) =>
        row.freeze_from !== null && event.data.on <= row.freeze_from
          ? { freeze_from: null, freeze_until: null, expiry_date: event.data.expiryDate }
          : { freeze_until: addDays(event.data.on, -1), expiry_date: event.data.expiryDate },
      );
    case 'MembershipCancelled':
      return touch(() => ({ cancelled_on: event.data.on }));
    case 'MemberNumberAssigned':
    case 'QatarIdClaimed':
    case 'QatarIdReleased':
      return;
  }
}

/** A visit at `at` in the row of a member the pass holds: the latest visit stays (a member not held is unknown). */
function keepVisit(members: ProjectedRows<MemberRow>, memberId: string, at: string): void {
  members.change(memberId, (row) => {
    if (row.last_check_in === null || row.last_check_in < at) row.last_check_in = at;
  });
}

/**
 * Members as the desk finds them: profile, current membership (dates, freeze, cancellation), what they owe (summed
 * from their invoices, never typed in) and their last visit. Status is not stored: it depends on today, and is
 * computed when read (see members-queries.ts).
 */
export const membersProjector: ModuleProjector<typeof MEMBERS_TOPIC.name> = {
  name: 'members',
  timeTravel: true,
  // 2: PT package balances count in what a member owes (pt_due_amount), one definition of "owes" (see owing.ts).
  // 3: ids compare bytewise (`ID_TYPE`): the tables are built again at the next start.
  // 4: the name in Arabic script, Qatar ID and preferred language, and both in the search text (issue 46, item 5).
  // 5: the name index is on the name the desk sees, the Latin name else the Arabic one (members sorted by name).
  version: 5,
  eventTypes: [...memberTypes, ...dueTypes, ...ptDueTypes, MemberCheckedIn.type],
  topics: [MEMBERS_TOPIC.name],
  tables: [
    {
      name: 'members',
      ddl: `CREATE TABLE members (
        member_id ${ID_TYPE} PRIMARY KEY, member_number integer NOT NULL UNIQUE,
        first_name text NOT NULL, last_name text NOT NULL, phone text NOT NULL, gender text NOT NULL, email text,
        nationality text, address text, date_of_birth date, weight numeric, emergency_contact text,
        emergency_phone text, notes text, name_arabic text, qatar_id text, preferred_language text, avatar text,
        join_date date NOT NULL,
        membership_id text, plan_id text, plan_name text, registration_type text, start_date date, expiry_date date,
        membership_price integer, joining_fee integer, cancelled_on date, freeze_from date, freeze_until date,
        manual_status text, archived boolean NOT NULL DEFAULT false,
        due_amount integer NOT NULL DEFAULT 0, pt_due_amount integer NOT NULL DEFAULT 0, last_check_in timestamptz,
        search_text text NOT NULL, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL
      );
      CREATE INDEX members_search_idx ON members USING gin (search_text gin_trgm_ops);
      CREATE INDEX members_join_idx ON members (join_date);
      CREATE INDEX members_expiry_idx ON members (expiry_date);
      CREATE INDEX members_owing_idx ON members ((due_amount + pt_due_amount)) WHERE due_amount + pt_due_amount > 0;
      CREATE INDEX members_name_idx ON members (lower(coalesce(nullif(trim(first_name || ' ' || last_name), ''), name_arabic)));`,
      // apply finds rows by their primary key only.
      deferIndexes: true,
      // A member's row changes with each visit and each debt.
      updatesRows: true,
      // A rebuild holds every member's row for its whole pass.
      passWrites: 'memory',
    },
    {
      name: 'member_dues',
      ddl: `CREATE TABLE member_dues (
        debt_id ${ID_TYPE} PRIMARY KEY, kind text NOT NULL, member_id ${ID_TYPE} NOT NULL, outstanding integer NOT NULL
      );
      CREATE INDEX member_dues_member_idx ON member_dues (member_id);`,
      // A debt changes with each payment.
      updatesRows: true,
      passWrites: 'memory',
    },
  ],
  // A rebuild takes each member's latest visit of a range where the log lies (a visit changes nothing else) into the
  // member's row the pass holds, as `apply` keeps it: the time as the event wrote it (UTC, to the millisecond).
  setBasedRebuild: {
    types: { [MemberCheckedIn.type]: 1 },
    statements: () => [],
    gather: {
      sql: (log) =>
        `SELECT e.data->>'memberId' AS member_id,
           to_char(max((e.data->>'at')::timestamptz) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
         FROM ${log} e GROUP BY e.data->>'memberId'`,
      into: (rows, memory) => {
        const members = memory.rows<MemberRow>('members', 'member_id');
        for (const { member_id, at } of rows as { member_id: string; at: string }[]) keepVisit(members, member_id, at);
      },
    },
  },
  async apply(events, client, { parseEvent }, _pass, memory) {
    const members = rowsFor<MemberRow>(memory, client, 'members', 'member_id');
    const dues = rowsFor<DueRow>(memory, client, 'member_dues', 'debt_id');
    const parsed = events.map((recorded) => ({ recorded, event: parseEvent(recorded) as MemberRecordEvent }));
    await dues.load(parsed.flatMap(({ event }) => debtIdOf(event) ?? []));
    // The members whose row an event changes: member events' own, and the owner of each debt that changes.
    const memberOf = (event: MemberRecordEvent): string | null => {
      if (memberTypes.has(event.type)) return 'memberId' in event.data ? (event.data.memberId as string) : null;
      const debt = debtIdOf(event);
      return debt
        ? (dues.get(debt)?.member_id ?? ('memberId' in event.data ? (event.data.memberId as string) : null))
        : null;
    };
    await members.load(parsed.flatMap(({ event }) => memberOf(event) ?? []));

    const visits = new Map<string, string>();
    for (const { recorded, event } of parsed) {
      if (memberTypes.has(event.type)) applyMemberEvent(members, event as MemberEvent, recorded.metadata.at);
      else if (event.type === 'MemberCheckedIn') {
        const last = visits.get(event.data.memberId);
        if (!last || last < event.data.at) visits.set(event.data.memberId, event.data.at);
      } else {
        const debt = changeDebt(dues, event);
        if (debt && debt.change !== 0) {
          const column = debt.kind === 'pt' ? 'pt_due_amount' : 'due_amount';
          members.change(debt.memberId, (row) => {
            row[column] = Number(row[column]) + debt.change;
          });
        }
      }
    }
    await dues.flush(['debt_id', 'kind', 'member_id', 'outstanding']);
    if (memory) {
      // A rebuild keeps the latest visit in the row too.
      for (const [memberId, at] of visits) keepVisit(members, memberId, at);
      await members.flush([...MEMBER_COLUMNS, 'last_check_in']);
      return;
    }
    await members.flush(MEMBER_COLUMNS);
    // Visits live: one narrow write per member for the batch's check-ins, without loading the member's row (a desk's
    // check-in is one event a batch, and the one a member waits on). greatest() ignores NULL.
    if (visits.size > 0) {
      await client.query(
        `UPDATE members m SET last_check_in = greatest(m.last_check_in, v.at)
         FROM unnest($1::text[], $2::timestamptz[]) AS v(member_id, at)
         WHERE m.member_id = v.member_id`,
        [[...visits.keys()], [...visits.values()]],
      );
    }
  },
};
