import { describe, expect, it } from 'vitest';
import type { Segment } from '@gym/modules/insight/marketing/marketing-contracts';
import { criteriaOf, segmentFields, segmentForm, SEVERAL } from './segment-form';

const segment = (criteria: Segment['criteria']): Segment => ({
  id: 's1',
  name: 'Lapsed',
  criteria,
  count: 3,
  updatedAt: '2026-01-01T00:00:00Z',
});

describe('the segment form', () => {
  it('sends only the criteria filled in, day counts as whole days of at least 1', () => {
    const { criteria } = segmentFields(undefined);
    expect(criteriaOf(criteria)).toEqual({});
    expect(
      criteriaOf({ ...criteria, gender: 'female', expiringWithinDays: '7.8', noCheckInForDays: '0', owingMoney: true }),
    ).toEqual({ gender: 'female', expiringWithinDays: 7, noCheckInForDays: 1, owingMoney: true });
  });

  it('keeps what it has no field for (plans, members, several statuses) from the segment being edited', () => {
    const edited = segment({ planIds: ['p1'], memberIds: ['m1'], statuses: ['active', 'frozen'], gender: 'male' });
    const fields = segmentFields(edited);
    expect(fields.criteria.statuses).toBe(SEVERAL);
    expect(criteriaOf({ ...fields.criteria, gender: '' }, edited.criteria)).toEqual({
      planIds: ['p1'],
      memberIds: ['m1'],
      statuses: ['active', 'frozen'],
    });
    expect(criteriaOf({ ...fields.criteria, statuses: 'expired' }, edited.criteria).statuses).toEqual(['expired']);
  });

  it('reads back what it was given', () => {
    const edited = segment({ expiredWithinDays: 30, birthdayThisWeek: true, joinedFrom: '2025-01-01' });
    expect(criteriaOf(segmentFields(edited).criteria, edited.criteria)).toEqual(edited.criteria);
  });

  it("is checked with the server's schema, its messages on the fields they name", () => {
    const fields = segmentFields(undefined);
    expect(
      segmentForm().parse({ ...fields, name: ' Women ', criteria: { ...fields.criteria, gender: 'female' } }),
    ).toEqual({
      name: 'Women',
      criteria: { gender: 'female' },
    });
    const refused = segmentForm().safeParse({ ...fields, criteria: { ...fields.criteria, expiredWithinDays: '9999' } });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Name the segment'],
      ['criteria.expiredWithinDays', expect.any(String)],
    ]);
  });
});
