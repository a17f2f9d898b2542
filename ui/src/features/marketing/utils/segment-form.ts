import { z } from 'zod';
import { segmentInput } from '@gym/modules/insight/marketing/marketing-contracts';
import type { Segment, SegmentCriteria } from '@gym/modules/insight/marketing/marketing-contracts';

/** The status choice standing for a segment's several statuses, which the form can keep but not pick. */
export const SEVERAL = 'several';

/**
 * The segment dialog's fields, named as the server's criteria so a refusal lands on its field: the status is one
 * choice, the day counts are the text typed (empty: no such criterion).
 */
export interface SegmentFields {
  name: string;
  criteria: {
    statuses: string;
    gender: string;
    expiringWithinDays: string;
    expiredWithinDays: string;
    noCheckInForDays: string;
    owingMoney: boolean;
    birthdayThisWeek: boolean;
    joinedFrom: string;
    joinedTo: string;
  };
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));
const days = (typed: string) => (typed.trim() === '' ? undefined : Math.max(1, Math.floor(Number(typed)) || 1));

/** A segment as the form starts: a new one selects everyone. */
export function segmentFields(segment: Segment | undefined): SegmentFields {
  const criteria = segment?.criteria ?? {};
  const statuses = criteria.statuses ?? [];
  return {
    name: segment?.name ?? '',
    criteria: {
      statuses: statuses.length > 1 ? SEVERAL : (statuses[0] ?? ''),
      gender: criteria.gender ?? '',
      expiringWithinDays: text(criteria.expiringWithinDays),
      expiredWithinDays: text(criteria.expiredWithinDays),
      noCheckInForDays: text(criteria.noCheckInForDays),
      owingMoney: criteria.owingMoney ?? false,
      birthdayThisWeek: criteria.birthdayThisWeek ?? false,
      joinedFrom: criteria.joinedFrom ?? '',
      joinedTo: criteria.joinedTo ?? '',
    },
  };
}

/**
 * The criteria the fields say, only those filled in. Criteria the form has no field for (plans, a fixed member list)
 * and several statuses left as they were are kept from the segment being edited.
 */
export function criteriaOf(fields: SegmentFields['criteria'], initial: SegmentCriteria = {}): SegmentCriteria {
  const { statuses, gender, owingMoney, birthdayThisWeek, joinedFrom, joinedTo } = fields;
  const expiring = days(fields.expiringWithinDays);
  const expired = days(fields.expiredWithinDays);
  const noVisit = days(fields.noCheckInForDays);
  return {
    ...(initial.planIds ? { planIds: initial.planIds } : {}),
    ...(initial.memberIds ? { memberIds: initial.memberIds } : {}),
    ...(statuses === SEVERAL
      ? { statuses: initial.statuses ?? [] }
      : statuses
        ? { statuses: [statuses as 'active'] }
        : {}),
    ...(gender ? { gender: gender as 'male' | 'female' } : {}),
    ...(expiring ? { expiringWithinDays: expiring } : {}),
    ...(expired ? { expiredWithinDays: expired } : {}),
    ...(noVisit ? { noCheckInForDays: noVisit } : {}),
    ...(owingMoney ? { owingMoney: true } : {}),
    ...(birthdayThisWeek ? { birthdayThisWeek: true } : {}),
    ...(joinedFrom ? { joinedFrom } : {}),
    ...(joinedTo ? { joinedTo } : {}),
  };
}

/** The form's schema: its fields made into the segment the server takes, then checked with the server's schema. */
export function segmentForm(initial: SegmentCriteria = {}) {
  return z
    .custom<SegmentFields>()
    .transform(({ name, criteria }) => ({ name, criteria: criteriaOf(criteria, initial) }))
    .pipe(segmentInput);
}
