import { describe, expect, it } from 'vitest';
import type { CheckInEvent } from './check-in-events.js';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { DomainError } from '@gym/kernel/commands/domain-error';
import { checkInDecider } from './check-in-decider.js';
import type { CheckInCommand } from './check-in-decider.js';

const spec = deciderSpec(checkInDecider);
const noOverride = { requested: false, allowed: false, byUserId: 2, byName: 'Desk' };
const checkIn = (at: string, extra: Partial<Extract<CheckInCommand, { type: 'CheckIn' }>> = {}): CheckInCommand => ({
  type: 'CheckIn',
  checkInId: `c-${at}`,
  memberId: 'm1',
  at,
  day: '2026-11-21',
  classId: null,
  verdict: { ok: true },
  override: noOverride,
  ...extra,
});
const checkedIn = (
  at: string,
  override: {
    byUserId: number | null;
    byName: string;
    refusal: string;
    code?: string;
    params?: Record<string, string>;
    reason?: string;
  } | null = null,
): CheckInEvent => ({
  type: 'MemberCheckedIn',
  data: { checkInId: `c-${at}`, memberId: 'm1', at, day: '2026-11-21', classId: null, override },
});
const expired = {
  ok: false as const,
  reason: 'expired' as const,
  params: { date: '2026-11-01' },
  message: 'The membership expired on 2026-11-01.',
  expiryDate: '2026-11-01',
};

describe('check-in decider', () => {
  it('checks a member in', () => {
    spec
      .given([])
      .when(checkIn('2026-11-21T06:00:00.000Z'))
      .then([checkedIn('2026-11-21T06:00:00.000Z')]);
  });

  it('treats a second check-in within 10 minutes as the first one, and a later one as a new visit', () => {
    spec
      .given([checkedIn('2026-11-21T06:00:00.000Z')])
      .when(checkIn('2026-11-21T06:09:59.000Z'))
      .thenNothing();
    spec
      .given([checkedIn('2026-11-21T06:00:00.000Z')])
      .when(checkIn('2026-11-21T06:10:00.000Z'))
      .then([checkedIn('2026-11-21T06:10:00.000Z')]);
  });

  it('refuses a member frozen since a check-in minutes ago, instead of "already checked in" (issue 10, item 13)', () => {
    const frozen = {
      ok: false as const,
      reason: 'frozen' as const,
      params: { until: '2026-11-25', expiryDate: '2026-12-10' },
      message: 'The membership is frozen until 2026-11-25 (expires 2026-12-10).',
      expiryDate: '2026-12-10',
    };
    spec
      .given([checkedIn('2026-11-21T06:00:00.000Z')])
      .when(checkIn('2026-11-21T06:05:00.000Z', { verdict: frozen }))
      .thenRefused(409, 'The membership is frozen until 2026-11-25 (expires 2026-12-10).', 'check_in.frozen');
    // An allowed override within the window is still the same visit.
    spec
      .given([checkedIn('2026-11-21T06:00:00.000Z')])
      .when(
        checkIn('2026-11-21T06:05:00.000Z', {
          verdict: frozen,
          override: { ...noOverride, requested: true, allowed: true },
        }),
      )
      .thenNothing();
  });

  it('refuses an expired membership with the reason, and says whether this user may override', () => {
    spec
      .given([])
      .when(checkIn('2026-11-21T06:00:00.000Z', { verdict: expired }))
      .thenRefused(409, 'The membership expired on 2026-11-01.', 'check_in.expired');
    let error: unknown;
    try {
      checkInDecider.decide(
        checkIn('2026-11-21T06:00:00.000Z', { verdict: expired, override: { ...noOverride, allowed: true } }),
        { checkIns: [] },
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: 'check_in.expired',
      params: { date: '2026-11-01' },
      details: { reason: 'expired', expiryDate: '2026-11-01', canOverride: true },
    });
    spec
      .given([])
      .when(
        checkIn('2026-11-21T06:00:00.000Z', {
          verdict: expired,
          override: { requested: true, allowed: false, byUserId: 2, byName: 'Desk' },
        }),
      )
      .thenRefused(409, /expired/);
  });

  it('records an override by a permitted user, with the refusal it overrode', () => {
    spec
      .given([])
      .when(
        checkIn('2026-11-21T06:00:00.000Z', {
          verdict: expired,
          override: { requested: true, allowed: true, byUserId: 1, byName: 'Admin' },
        }),
      )
      .then([
        checkedIn('2026-11-21T06:00:00.000Z', {
          byUserId: 1,
          byName: 'Admin',
          refusal: 'The membership expired on 2026-11-01.',
          code: 'check_in.expired',
          params: { date: '2026-11-01' },
        }),
      ]);
  });

  it('checks out once, never before the check-in', () => {
    const out = (at: string) =>
      ({ type: 'CheckOut', checkInId: 'c-2026-11-21T06:00:00.000Z', memberId: 'm1', at }) as const;
    spec
      .given([checkedIn('2026-11-21T06:00:00.000Z')])
      .when(out('2026-11-21T07:30:00.000Z'))
      .then([
        {
          type: 'MemberCheckedOut',
          data: { checkInId: 'c-2026-11-21T06:00:00.000Z', memberId: 'm1', at: '2026-11-21T07:30:00.000Z' },
        },
      ]);
    spec
      .given([
        checkedIn('2026-11-21T06:00:00.000Z'),
        {
          type: 'MemberCheckedOut',
          data: { checkInId: 'c-2026-11-21T06:00:00.000Z', memberId: 'm1', at: '2026-11-21T07:30:00.000Z' },
        },
      ])
      .when(out('2026-11-21T08:00:00.000Z'))
      .thenRefused(409, 'Already checked out at 2026-11-21T07:30:00.000Z.', 'check_in.already_checked_out');
    spec
      .given([checkedIn('2026-11-21T06:00:00.000Z')])
      .when(out('2026-11-21T05:00:00.000Z'))
      .thenRefused(400, /before check-in/, 'check_in.out_before_in');
    spec.given([]).when(out('2026-11-21T07:00:00.000Z')).thenRefused(404, 'Check-in not found', 'check_in.not_found');
  });

  it('refuses at the door outside the hours with the door code and the time it ends, overridable by a permitted user', () => {
    const prayer = {
      ok: false as const,
      key: 'prayer' as const,
      params: { prayer: 'maghrib', until: '17:05' },
      until: '17:05',
    };
    let error: unknown;
    try {
      checkInDecider.decide(checkIn('2026-11-21T13:45:00.000Z', { door: prayer }), { checkIns: [] });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      status: 409,
      code: 'door.prayer',
      message: 'Closed for Maghrib prayer until 17:05',
      params: { prayer: 'maghrib', until: '17:05' },
      details: { reason: 'prayer', until: '17:05', canOverride: false, expiryDate: null },
    });
    spec
      .given([])
      .when(
        checkIn('2026-11-21T13:45:00.000Z', {
          door: prayer,
          override: {
            requested: true,
            allowed: true,
            byUserId: 1,
            byName: 'Admin',
            reason: ' Personal trainer booked ',
          },
        }),
      )
      .then([
        checkedIn('2026-11-21T13:45:00.000Z', {
          byUserId: 1,
          byName: 'Admin',
          refusal: 'Closed for Maghrib prayer until 17:05',
          code: 'door.prayer',
          params: { prayer: 'maghrib', until: '17:05' },
          reason: 'Personal trainer booked',
        }),
      ]);
    // Asked without the permission: refused as before.
    spec
      .given([])
      .when(checkIn('2026-11-21T13:45:00.000Z', { door: prayer, override: { ...noOverride, requested: true } }))
      .thenRefused(409, 'Closed for Maghrib prayer until 17:05', 'door.prayer');
  });

  it("tells a refused membership before the door's hours", () => {
    const closed = { ok: false as const, key: 'closed_today' as const, params: {}, until: null };
    spec
      .given([])
      .when(checkIn('2026-11-21T06:00:00.000Z', { verdict: expired, door: closed }))
      .thenRefused(409, 'The membership expired on 2026-11-01.', 'check_in.expired');
  });
});
