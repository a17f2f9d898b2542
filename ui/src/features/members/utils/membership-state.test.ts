import { describe, expect, it } from 'vitest';
import { membershipState } from './membership-state';

const today = '2026-03-10';
const active = {
  membershipId: 'plan-1',
  frozenFrom: null,
  frozenUntil: null,
  expiryDate: '2026-04-01',
  status: 'active',
};

describe('what can be done to a membership today', () => {
  it('offers freeze and cancel on a running membership', () => {
    expect(membershipState(active, today)).toMatchObject({
      hasMembership: true,
      freeze: 'none',
      canFreeze: true,
      canCancel: true,
    });
  });

  it('offers nothing but a sale to a member without a membership', () => {
    expect(
      membershipState({ ...active, membershipId: null, expiryDate: null, status: 'pending' }, today),
    ).toMatchObject({
      hasMembership: false,
      canFreeze: false,
      canCancel: false,
    });
  });

  it('tells a current freeze from a planned one and from one that ended', () => {
    expect(membershipState({ ...active, frozenFrom: '2026-03-01', frozenUntil: '2026-03-10' }, today).freeze).toBe(
      'current',
    );
    expect(membershipState({ ...active, frozenFrom: '2026-03-11', frozenUntil: '2026-03-20' }, today).freeze).toBe(
      'scheduled',
    );
    const ended = membershipState({ ...active, frozenFrom: '2026-02-01', frozenUntil: '2026-03-09' }, today);
    expect(ended.freeze).toBe('none');
    expect(ended.canFreeze).toBe(true);
  });

  it('allows one freeze at a time', () => {
    expect(membershipState({ ...active, frozenFrom: '2026-03-11', frozenUntil: '2026-03-20' }, today).canFreeze).toBe(
      false,
    );
  });

  it('neither freezes nor cancels an expired or cancelled membership', () => {
    expect(membershipState({ ...active, expiryDate: '2026-03-09', status: 'expired' }, today)).toMatchObject({
      expired: true,
      canFreeze: false,
      canCancel: false,
    });
    expect(membershipState({ ...active, status: 'cancelled' }, today)).toMatchObject({
      canFreeze: false,
      canCancel: false,
    });
    // The last day of a membership still counts.
    expect(membershipState({ ...active, expiryDate: today }, today).canCancel).toBe(true);
  });
});
