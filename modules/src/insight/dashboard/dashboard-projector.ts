import type { DomainEvent } from '../../catalogue.js';
import { addDays, monthStart } from '@gym/events/calendar/local-date';
import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { DASHBOARD_TOPIC } from './dashboard-topics.js';
import { BatchRows } from '@gym/kernel/projection/batch-rows';
import { AggregateDeltas } from './aggregate-deltas.js';
import { dashboardTables } from './dashboard-tables.js';

interface DashMember extends Record<string, unknown> {
  member_id: string;
  gender: string;
  nationality: string | null;
  join_month: string;
  plan_id: string | null;
  expiry_date: string | null;
  cancelled: boolean;
  manual: boolean;
  archived: boolean;
  freeze_from: string | null;
  freeze_until: string | null;
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
// What members owe is counted from the members' read table (members/owing.ts), not here: one definition of "owes".
const MONEY_TYPES = new Set(['PaymentRecorded', 'PaymentRefunded', 'PtPackageSold']);

const aggregates = {
  dash_member_totals: { keys: ['gender'], sums: ['n'] },
  dash_joins: { keys: ['month', 'gender', 'nationality'], sums: ['n'] },
  dash_nationalities: { keys: ['nationality'], sums: ['n'] },
  dash_memberships: { keys: ['gender', 'plan_id', 'live'], sums: ['n'] },
  dash_expiry: { keys: ['expiry_date', 'gender', 'plan_id', 'live'], sums: ['n'] },
  dash_daily_check_ins: { keys: ['day'], sums: ['n'] },
  dash_daily_collections: { keys: ['day'], sums: ['amount'] },
  dash_pt_sales: { keys: ['month', 'trainer_id', 'source'], sums: ['amount', 'n'], copies: ['trainer_name'] },
} as const;

/** What one member adds to the aggregates; the projector subtracts the old and adds the new on every change. */
function addMember(deltas: AggregateDeltas, m: DashMember | null, sign: 1 | -1): void {
  if (!m || m.archived) return;
  deltas.add('dash_member_totals', { gender: m.gender }, { n: sign });
  if (m.nationality) deltas.add('dash_nationalities', { nationality: m.nationality }, { n: sign });
  if (m.expiry_date && m.plan_id) {
    const live = !m.cancelled && !m.manual;
    deltas.add('dash_memberships', { gender: m.gender, plan_id: m.plan_id, live }, { n: sign });
    deltas.add('dash_expiry', { expiry_date: m.expiry_date, gender: m.gender, plan_id: m.plan_id, live }, { n: sign });
  }
}

/**
 * The dashboard's read model (DESIGN section 6): every figure is a sum over small aggregates, and "today" enters
 * only when the figures are read, so a day passing changes active and expired counts without any event.
 */
export const dashboardProjector: ModuleProjector<typeof DASHBOARD_TOPIC.name> = {
  name: 'dashboard',
  // 2: the owed aggregates left for the one definition of "owes" (issue 10, item 9).
  version: 2,
  eventTypes: [...MEMBER_TYPES, ...MONEY_TYPES, 'MemberCheckedIn'],
  topics: [DASHBOARD_TOPIC.name],
  tables: dashboardTables,
  async apply(events, client, { parseEvent }) {
    const parsed = events.map((e) => parseEvent(e) as DomainEvent);
    const idsOf = (types: Set<string>, field: string) =>
      parsed.filter((e) => types.has(e.type)).map((e) => (e.data as Record<string, string>)[field]!);
    const members = new BatchRows<DashMember>(client, 'dash_members', 'member_id');
    const memberIds = [...new Set(idsOf(MEMBER_TYPES, 'memberId'))];
    await members.load(memberIds);
    const membersBefore = new Map(memberIds.map((id) => [id, members.get(id) ?? null]));
    const deltas = new AggregateDeltas(aggregates);

    for (const event of parsed) {
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
            archived: false,
            freeze_from: null,
            freeze_until: null,
          });
          deltas.add(
            'dash_joins',
            { month: monthStart(d.joinDate), gender: d.gender, nationality: d.nationality ?? '' },
            { n: 1 },
          );
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
          member({ manual: event.data.status !== 'active' });
          break;
        case 'MembershipSold':
          member({
            plan_id: event.data.planId,
            expiry_date: event.data.expiryDate,
            cancelled: false,
            manual: false,
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

    for (const [id, before] of membersBefore) {
      addMember(deltas, before, -1);
      addMember(deltas, members.get(id) ?? null, 1);
    }
    await members.flush([
      'member_id',
      'gender',
      'nationality',
      'join_month',
      'plan_id',
      'expiry_date',
      'cancelled',
      'manual',
      'archived',
      'freeze_from',
      'freeze_until',
    ]);
    await deltas.flush(client);
  },
};
