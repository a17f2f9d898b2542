import { describe, expect, it } from 'vitest';
import type { CheckInEvent } from './check-in-events.js';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { CheckInRefused, checkInDecider } from './check-in-decider.js';
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
  override: { byUserId: number | null; byName: string; refusal: string } | null = null,
): CheckInEvent => ({
  type: 'MemberCheckedIn',
  data: { checkInId: `c-${at}`, memberId: 'm1', at, day: '2026-11-21', classId: null, override },
});
const expired = {
  ok: false as const,
  reason: 'expired' as const,
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
      message: 'The membership is frozen.',
      expiryDate: null,
    };
    spec
      .given([checkedIn('2026-11-21T06:00:00.000Z')])
      .when(checkIn('2026-11-21T06:05:00.000Z', { verdict: frozen }))
      .thenRefused(409, 'The membership is frozen.');
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
      .thenRefused(409, 'The membership expired on 2026-11-01.');
    try {
      checkInDecider.decide(
        checkIn('2026-11-21T06:00:00.000Z', { verdict: expired, override: { ...noOverride, allowed: true } }),
        { checkIns: [] },
      );
    } catch (error) {
      expect(error).toBeInstanceOf(CheckInRefused);
      expect((error as CheckInRefused).details).toEqual({
        reason: 'expired',
        expiryDate: '2026-11-01',
        canOverride: true,
      });
    }
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
      .thenRefused(409, /Already checked out/);
    spec
      .given([checkedIn('2026-11-21T06:00:00.000Z')])
      .when(out('2026-11-21T05:00:00.000Z'))
      .thenRefused(400, /before check-in/);
    spec
      .given([])
      .when(out('2026-11-21T07:00:00.000Z'))
      .thenRefused(404, /not found/);
  });
});
