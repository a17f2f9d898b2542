import type { MemberRecordEvent } from '../../membership/members/member-record-events.js';
import { addDays, monthStart } from '@gym/events/calendar/local-date';
import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { DASHBOARD_TOPIC } from './dashboard-topics.js';
import type { ProjectedRows } from '@gym/kernel/projection/batch-rows';
import { rowsFor } from '@gym/kernel/projection/pass-rows';
import { JournaledDeltas } from './dashboard-journal.js';
import { DASHBOARD_AGGREGATES, dashboardTables } from './dashboard-tables.js';
import { changeDebt, debtIdOf, dueTypes, owes, ptDueTypes } from '../../membership/members/public.js';
import type { DueRow } from '../../membership/members/public.js';
import { MemberCheckedIn } from '../../membership/check-ins/check-in-events.js';

interface DashMember extends Record<string, unknown> {
  member_id: string;
  gender: string;
  nationality: string | null;
  join_month: string;
  plan_id: string | null;
  expiry_date: string | null;
  cancelled: boolean;
  manual: boolean;
  /** "frozen" set by hand: frozen until another status is set or a membership sold. */
  hand_frozen: boolean;
  archived: boolean;
  freeze_from: string | null;
  freeze_until: string | null;
  /** What the member owes in all (their debts' outstanding amounts, as the members projector sums them). */
  owed: number;
}

const MEMBER_TYPES = new Set([
  'MemberRegistered',
  'MemberProfileChanged',
  'MemberArchived',
  'MemberRestored',
  'MemberStatusChanged',
  'MembershipSold',
  'MembershipFrozen',
  'MembershipUnfrozen',
  'MembershipCancelled',
]);
const MONEY_TYPES = new Set(['PaymentRecorded', 'PaymentRefunded', 'PtPackageSold']);
// What members owe: their debts, kept as the members projector keeps them, counted by the one rule (`owes`).
const DEBT_TYPES = new Set([...dueTypes, ...ptDueTypes]);

const MEMBER_COLUMNS: (keyof DashMember & string)[] = [
  'member_id',
  'gender',
  'nationality',
  'join_month',
  'plan_id',
  'expiry_date',
  'cancelled',
  'manual',
  'hand_frozen',
  'archived',
  'freeze_from',
  'freeze_until',
  'owed',
];

/**
 * A status of "frozen" set by hand holds every day until changed: counted as a freeze with no first or last day. The
 * spec's display rules (section 4, which DESIGN section 6 makes the dashboard's) say a frozen member is never expired.
 */
const FROZEN_BY_HAND = { freeze_from: '0001-01-01', freeze_until: '9999-12-31' };

/** The days the member's membership is frozen on, if any. */
function freezeOf(m: DashMember): { freeze_from: string; freeze_until: string } | null {
  if (m.hand_frozen) return FROZEN_BY_HAND;
  return m.freeze_from && m.freeze_until ? { freeze_from: m.freeze_from, freeze_until: m.freeze_until } : null;
}

/** What one member adds to the aggregates; the projector subtracts the old and adds the new on every change. */
function addMember(deltas: JournaledDeltas, m: DashMember | null, sign: 1 | -1): void {
  if (!m || m.archived) return;
  addOwing(deltas, m, sign);
  deltas.add('dash_member_totals', { gender: m.gender }, { n: sign });
  if (m.nationality) deltas.add('dash_nationalities', { nationality: m.nationality }, { n: sign });
  if (m.expiry_date && m.plan_id) {
    const live = !m.cancelled && !m.manual;
    deltas.add('dash_memberships', { gender: m.gender, plan_id: m.plan_id, live }, { n: sign });
    deltas.add('dash_expiry', { expiry_date: m.expiry_date, gender: m.gender, plan_id: m.plan_id, live }, { n: sign });
    const freeze = freezeOf(m);
    if (freeze) {
      const { expiry_date, gender, plan_id } = m;
      deltas.add('dash_freezes', { ...freeze, expiry_date, gender, plan_id, live }, { n: sign });
    }
  }
}

function addOwing(deltas: JournaledDeltas, m: DashMember, sign: 1 | -1): void {
  addOwed(deltas, m.archived, m.owed, sign);
}

function addOwed(deltas: JournaledDeltas, archived: boolean, owed: number, sign: 1 | -1): void {
  if (owes(archived, owed)) deltas.add('dash_owing', { figure: 'owing' }, { members: sign, amount: sign * owed });
}

/**
 * A member's row changed: out with the old, in with the new. When only what they owe changed (a payment, an invoice:
 * most of the changes), the other aggregates would get −1 and +1 on the same rows, netting to nothing, so only the
 * owing figure is touched; the sums and the journal come out the same, with a fraction of the work.
 */
function changeMember(deltas: JournaledDeltas, before: DashMember | null, after: DashMember | null): void {
  if (before && after && MEMBER_COLUMNS.every((c) => c === 'owed' || before[c] === after[c])) {
    addOwing(deltas, before, -1);
    addOwing(deltas, after, 1);
    return;
  }
  addMember(deltas, before, -1);
  addMember(deltas, after, 1);
}

/** A member event's change to the member's row. */
function applyToMember(members: ProjectedRows<DashMember>, event: MemberRecordEvent): void {
  if (!MEMBER_TYPES.has(event.type)) return;
  const member = (change: Partial<DashMember>) =>
    members.update((event.data as { memberId: string }).memberId, (row) => ({ ...row, ...change }));
  switch (event.type) {
    case 'MemberRegistered': {
      const d = event.data;
      members.set({
        member_id: d.memberId,
        gender: d.gender,
        nationality: d.nationality,
        join_month: monthStart(d.joinDate),
        plan_id: null,
        expiry_date: null,
        cancelled: false,
        manual: false,
        hand_frozen: false,
        archived: false,
        freeze_from: null,
        freeze_until: null,
        owed: 0,
      });
      break;
    }
    case 'MemberProfileChanged':
      member({ gender: event.data.gender, nationality: event.data.nationality });
      break;
    case 'MemberArchived':
    case 'MemberRestored':
      member({ archived: event.type === 'MemberArchived' });
      break;
    case 'MemberStatusChanged':
      member({ manual: event.data.status !== 'active', hand_frozen: event.data.status === 'frozen' });
      break;
    case 'MembershipSold':
      member({
        plan_id: event.data.planId,
        expiry_date: event.data.expiryDate,
        cancelled: false,
        manual: false,
        hand_frozen: false,
        freeze_from: null,
        freeze_until: null,
      });
      break;
    case 'MembershipFrozen':
      member({ freeze_from: event.data.from, freeze_until: event.data.until, expiry_date: event.data.expiryDate });
      break;
    case 'MembershipUnfrozen': {
      const on = event.data.on;
      members.update(event.data.memberId, (row) => ({
        ...row,
        expiry_date: event.data.expiryDate,
        ...(row.freeze_from !== null && on <= row.freeze_from
          ? { freeze_from: null, freeze_until: null }
          : { freeze_until: addDays(on, -1) }),
      }));
      break;
    }
    case 'MembershipCancelled':
      member({ cancelled: true });
      break;
  }
}

/**
 * A debt event: the debt changes as in the members projector, and the member's total owed by as much, in the row
 * itself (most events are such a change; the caller keeps what was owed before).
 */
function applyDebt(members: ProjectedRows<DashMember>, debts: ProjectedRows<DueRow>, event: MemberRecordEvent): void {
  const debt = changeDebt(debts, event);
  if (debt && debt.change !== 0)
    members.change(debt.memberId, (row) => {
      row.owed = Number(row.owed) + debt.change;
    });
}

/** What an event adds to the aggregates by itself (a member's own change is `addMember`'s). */
function applyToAggregates(deltas: JournaledDeltas, event: MemberRecordEvent): void {
  switch (event.type) {
    case 'MemberRegistered': {
      const d = event.data;
      const key = { month: monthStart(d.joinDate), gender: d.gender, nationality: d.nationality ?? '' };
      deltas.add('dash_joins', key, { n: 1 });
      break;
    }
    case 'MemberCheckedIn':
      deltas.add('dash_daily_check_ins', { day: event.data.day }, { n: 1 });
      break;
    case 'PaymentRecorded':
      deltas.add('dash_daily_collections', { day: event.data.paymentDate }, { amount: event.data.amount });
      break;
    case 'PaymentRefunded':
      deltas.add('dash_daily_collections', { day: event.data.refundDate }, { amount: -event.data.amount });
      break;
    case 'PtPackageSold': {
      const d = event.data;
      deltas.add(
        'dash_pt_sales',
        { month: monthStart(d.saleDate), trainer_id: d.trainerId, source: d.source },
        { amount: d.amount, n: 1 },
        { trainer_name: d.trainerName },
      );
      break;
    }
  }
}

/**
 * The dashboard's read model (DESIGN section 6): every figure is a sum over small aggregates, and "today" enters
 * only when the figures are read, so a day passing changes active and expired counts without any event.
 */
export const dashboardProjector: ModuleProjector<typeof DASHBOARD_TOPIC.name> = {
  name: 'dashboard',
  // 2: the owed aggregates left for the one definition of "owes" (issue 10, item 9).
  // 3: a journal of every event's changes, frozen members and who owes as aggregates (time travel, issue 13 item 7).
  // 4: a status of "frozen" set by hand is frozen (never expired), as the spec's display rules say.
  // 5: ids compare bytewise (`ID_TYPE`): the tables are built again at the next start.
  // 6: the journal's commit ids are bigints and it is ordered by checkpoint alone.
  // 7: check-ins leave the journal: a view of the past counts them from the log.
  // 8: the journal's rows are json, under a block-range index on the commit id.
  // 9: the journal's B-tree on the checkpoint again: the planner took the block-range index only with statistics,
  //    which a freshly rebuilt journal has not, and read the whole journal for each view of the past.
  version: 9,
  eventTypes: [...new Set([...MEMBER_TYPES, ...MONEY_TYPES, ...DEBT_TYPES, 'MemberCheckedIn'])],
  topics: [DASHBOARD_TOPIC.name],
  tables: dashboardTables,
  // Its past is its aggregates at a snapshot plus its journal: the per-member rows are never copied.
  asOfTables: Object.keys(DASHBOARD_AGGREGATES),
  timeTravel: true,
  // Check-ins in a rebuild: a day's count goes up by the range's check-ins of that day, as `applyToAggregates` adds
  // them (a check-in changes no member's row, and the journal leaves check-ins to the log).
  setBasedRebuild: {
    types: { [MemberCheckedIn.type]: 1 },
    statements: (log) => [
      `INSERT INTO dash_daily_check_ins (day, n)
       SELECT (e.data->>'day')::date, count(*) FROM ${log} e GROUP BY (e.data->>'day')::date
       ON CONFLICT (day) DO UPDATE SET n = dash_daily_check_ins.n + EXCLUDED.n`,
    ],
  },
  async apply(events, client, { parseEvent }, pass, memory) {
    const parsed = events.map((recorded) => ({ recorded, event: parseEvent(recorded) as MemberRecordEvent }));
    // A rebuild keeps every member's and debt's row for the whole pass: nothing but this reads them (time travel reads
    // the aggregates and the journal).
    const members = rowsFor<DashMember>(memory, client, 'dash_members', 'member_id');
    const debts = rowsFor<DueRow>(memory, client, 'dash_debts', 'debt_id');
    await debts.load(parsed.flatMap(({ event }) => debtIdOf(event) ?? []));
    const memberOf = (event: MemberRecordEvent) => {
      if ('memberId' in event.data) return event.data.memberId as string;
      const debt = debtIdOf(event);
      return (debt && debts.get(debt)?.member_id) ?? null;
    };
    const touchesMember = (event: MemberRecordEvent) => MEMBER_TYPES.has(event.type) || DEBT_TYPES.has(event.type);
    await members.load(parsed.flatMap(({ event }) => (touchesMember(event) ? (memberOf(event) ?? []) : [])));
    const deltas = new JournaledDeltas(DASHBOARD_AGGREGATES);

    for (const { recorded, event } of parsed) {
      // One event at a time, so the journal holds each event's own change (time travel stops at any event).
      deltas.during(recorded.checkpoint, () => {
        const memberId = memberOf(event);
        const before = memberId ? (members.get(memberId) ?? null) : null;
        // A member event replaces the row; a debt's change is made in the row itself, after that replacement.
        const owedBefore = before ? Number(before.owed) : 0;
        applyToMember(members, event);
        if (DEBT_TYPES.has(event.type)) applyDebt(members, debts, event);
        applyToAggregates(deltas, event);
        const after = memberId ? (members.get(memberId) ?? null) : null;
        if (before !== after) changeMember(deltas, before, after);
        else if (after && Number(after.owed) !== owedBefore) {
          addOwed(deltas, after.archived, owedBefore, -1);
          addOwing(deltas, after, 1);
        }
      });
    }

    await members.flush(MEMBER_COLUMNS);
    await debts.flush(['debt_id', 'kind', 'member_id', 'outstanding']);
    await deltas.flush(client, pass);
  },
};
