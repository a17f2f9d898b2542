import { addDays } from '@gym/events/calendar/local-date';
import { memberStatusSql, owedAmountSql } from '../../membership/members/public.js';
import type { AutomaticTrigger, SegmentCriteria } from './marketing-contracts.js';

/**
 * A segment's criteria as a WHERE clause over `read.members m` (every criterion given must hold; archived members
 * never). `today` is the gym's day and `timeZone` its zone: "no check-in for N days" compares gym days. A member who
 * never checked in counts from the day they joined.
 */
export function segmentWhere(criteria: SegmentCriteria, today: string, timeZone: string) {
  const params: unknown[] = [today];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // $1 (today) is always typed, even when no criterion reads it.
  const where = ['NOT m.archived', '$1::date IS NOT NULL'];
  if (criteria.statuses?.length) where.push(`(${memberStatusSql('m', '$1')}) = ANY(${p(criteria.statuses)}::text[])`);
  if (criteria.planIds?.length) where.push(`m.plan_id = ANY(${p(criteria.planIds)}::text[])`);
  if (criteria.expiringWithinDays !== undefined)
    where.push(`m.expiry_date BETWEEN $1::date AND ${p(addDays(today, criteria.expiringWithinDays))}::date`);
  if (criteria.expiredWithinDays !== undefined)
    where.push(`m.expiry_date BETWEEN ${p(addDays(today, -criteria.expiredWithinDays))}::date AND $1::date - 1`);
  if (criteria.noCheckInForDays !== undefined)
    where.push(
      `coalesce((m.last_check_in AT TIME ZONE ${p(timeZone)})::date, m.join_date) <= ${p(addDays(today, -criteria.noCheckInForDays))}::date`,
    );
  if (criteria.birthdayThisWeek) {
    const week = Array.from({ length: 7 }, (_, i) => addDays(today, i).slice(5));
    where.push(`to_char(m.date_of_birth, 'MM-DD') = ANY(${p(week)}::text[])`);
  }
  if (criteria.owingMoney !== undefined)
    where.push(criteria.owingMoney ? `${owedAmountSql('m')} > 0` : `${owedAmountSql('m')} = 0`);
  if (criteria.gender) where.push(`m.gender = ${p(criteria.gender)}`);
  if (criteria.joinedFrom) where.push(`m.join_date >= ${p(criteria.joinedFrom)}::date`);
  if (criteria.joinedTo) where.push(`m.join_date <= ${p(criteria.joinedTo)}::date`);
  if (criteria.memberIds) where.push(`m.member_id = ANY(${p(criteria.memberIds)}::text[])`);
  return { sql: where.join(' AND '), params };
}

/**
 * Who an automatic campaign reaches on a gym day: memberships ending in exactly 7, 3 or 1 days; birthdays today;
 * active members whose last visit (or join day) was exactly 14 days ago; members with an invoice falling due today.
 * "Exactly" makes each member enter a trigger once per occasion, not every day after it.
 */
export function triggerWhere(trigger: AutomaticTrigger, today: string, timeZone: string) {
  const params: unknown[] = [today];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const active = `(${memberStatusSql('m', '$1')}) = 'active'`;
  // $1 (today) is always typed, even when no criterion reads it.
  const where = ['NOT m.archived', '$1::date IS NOT NULL'];
  switch (trigger) {
    case 'expiry-7':
    case 'expiry-3':
    case 'expiry-1':
      where.push(active, `m.expiry_date = ${p(addDays(today, Number(trigger.slice(7))))}::date`);
      break;
    case 'birthday':
      where.push(`to_char(m.date_of_birth, 'MM-DD') = ${p(today.slice(5))}`);
      break;
    case 'no-visit-14':
      where.push(
        active,
        `coalesce((m.last_check_in AT TIME ZONE ${p(timeZone)})::date, m.join_date) = ${p(addDays(today, -14))}::date`,
      );
      break;
    case 'payment-due':
      where.push(`EXISTS (SELECT 1 FROM read.invoices i WHERE i.member_id = m.member_id AND NOT i.voided
        AND i.due_date = $1::date AND i.amount - i.paid + i.refunded > 0)`);
      break;
  }
  return { sql: where.join(' AND '), params };
}
