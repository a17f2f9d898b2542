import { describe, expect, it } from 'vitest';
import type { MemberEvent, MemberProfile } from './member-events.js';
import { fold } from '@gym/kernel/commands/decider';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { memberDecider, verdictOn } from './member-decider.js';
import type { PlanTerms } from './member-decider.js';

const spec = deciderSpec(memberDecider);
const memberId = 'm1';
const profile: MemberProfile = {
  firstName: 'Aisha',
  lastName: 'Al-Mansoori',
  phone: '+974 5512 3456',
  gender: 'female',
  email: 'aisha@example.qa',
  nationality: 'Qatari',
  address: null,
  dateOfBirth: null,
  weight: 62,
  emergencyContact: null,
  emergencyPhone: null,
  notes: null,
  nameArabic: null,
  qatarId: null,
  preferredLanguage: null,
};
const monthly: PlanTerms = {
  planId: 'p-month',
  name: 'Monthly',
  price: 35000,
  joiningFee: 10000,
  duration: 1,
  durationUnit: 'months',
  active: true,
};
const registered: MemberEvent = {
  type: 'MemberRegistered',
  data: { memberId, memberNumber: 1001, joinDate: '2026-11-01', ...profile },
};
const sold = (
  startDate: string,
  expiryDate: string,
  registrationType: 'New Registration' | 'Renewal' | 'Update' = 'New Registration',
  membershipId = 'ms1',
): MemberEvent => ({
  type: 'MembershipSold',
  data: {
    memberId,
    membershipId,
    planId: 'p-month',
    planName: 'Monthly',
    registrationType,
    startDate,
    expiryDate,
    price: 35000,
    joiningFee: registrationType === 'New Registration' ? 10000 : 0,
    invoiceId: `inv-${membershipId}`,
  },
});
const sell = (registrationType: 'New Registration' | 'Renewal' | 'Update', today: string, extra = {}) =>
  ({
    type: 'SellMembership',
    memberId,
    membershipId: 'ms2',
    invoiceId: 'inv-2',
    plan: monthly,
    registrationType,
    today,
    ...extra,
  }) as const;

/** Membership ms1 frozen for 10 days, November 10 to 19, its expiry moved to December 10. */
const frozen: MemberEvent = {
  type: 'MembershipFrozen',
  data: {
    memberId,
    membershipId: 'ms1',
    from: '2026-11-10',
    until: '2026-11-19',
    days: 10,
    reason: 'travel',
    expiryDate: '2026-12-10',
  },
};

describe('member decider: registration and profile', () => {
  it('registers once', () => {
    spec
      .given([])
      .when({ type: 'RegisterMember', memberId, memberNumber: 1001, joinDate: '2026-11-01', profile })
      .then([registered]);
    spec
      .given([registered])
      .when({ type: 'RegisterMember', memberId, memberNumber: 1002, joinDate: '2026-11-01', profile })
      .thenRefused(409, /already registered/, 'member.already_registered');
  });

  it('records a profile change only when something changed', () => {
    spec.given([registered]).when({ type: 'ChangeProfile', memberId, profile }).thenNothing();
    spec
      .given([registered])
      .when({ type: 'ChangeProfile', memberId, profile: { ...profile, phone: '+974 3300 1122' } })
      .then([{ type: 'MemberProfileChanged', data: { memberId, ...profile, phone: '+974 3300 1122' } }]);
    spec
      .given([])
      .when({ type: 'ChangeProfile', memberId, profile })
      .thenRefused(404, 'Member not found', 'member.not_found');
  });

  it('registers a member with a name in Arabic script only, a Qatar ID and a preferred language (issue 46)', () => {
    const arabicOnly = {
      ...profile,
      firstName: '',
      lastName: '',
      nameArabic: 'عائشة المنصوري',
      qatarId: '28563412345',
      preferredLanguage: 'ar' as const,
    };
    spec
      .given([])
      .when({ type: 'RegisterMember', memberId, memberNumber: 1001, joinDate: '2026-11-01', profile: arabicOnly })
      .then([
        { type: 'MemberRegistered', data: { memberId, memberNumber: 1001, joinDate: '2026-11-01', ...arabicOnly } },
      ]);
  });

  it('refuses a member without a name in either script, or with half a Latin name', () => {
    const register = (changes: Partial<MemberProfile>) =>
      spec.given([]).when({
        type: 'RegisterMember',
        memberId,
        memberNumber: 1001,
        joinDate: '2026-11-01',
        profile: { ...profile, ...changes },
      });
    register({ firstName: '', lastName: '', nameArabic: null }).thenRefused(
      400,
      'First name is required; Last name is required (or give the name in Arabic script only).',
      'member.names_required',
    );
    register({ firstName: ' ', lastName: '', nameArabic: '  ' }).thenRefused(
      400,
      /Last name is required/,
      'member.names_required',
    );
    register({ firstName: 'Aisha', lastName: '', nameArabic: 'عائشة' }).thenRefused(
      400,
      'Last name is required (or give the name in Arabic script only).',
      'member.last_name_required',
    );
    spec
      .given([registered])
      .when({ type: 'ChangeProfile', memberId, profile: { ...profile, firstName: '', lastName: '' } })
      .thenRefused(400, /First name is required/);
  });

  it('refuses a Qatar ID that is not 11 digits starting with 2 or 3', () => {
    for (const qatarId of ['2856341234', '285634123456', '18563412345', '48563412345', '2856341234x']) {
      spec
        .given([])
        .when({
          type: 'RegisterMember',
          memberId,
          memberNumber: 1001,
          joinDate: '2026-11-01',
          profile: { ...profile, qatarId },
        })
        .thenRefused(400, 'A Qatar ID has 11 digits and starts with 2 or 3.', 'member.qid_format');
    }
    spec
      .given([registered])
      .when({ type: 'ChangeProfile', memberId, profile: { ...profile, qatarId: '38563412345' } })
      .then([{ type: 'MemberProfileChanged', data: { memberId, ...profile, qatarId: '38563412345' } }]);
  });

  it('folds a registration recorded before the Arabic name, Qatar ID and language existed: they read as none', () => {
    const { nameArabic: _n, qatarId: _q, preferredLanguage: _l, ...before } = profile;
    const older: MemberEvent = {
      type: 'MemberRegistered',
      data: { memberId, memberNumber: 1001, joinDate: '2026-11-01', ...before },
    };
    expect(fold(memberDecider, [older]).profile).toEqual(profile);
    spec.given([older]).when({ type: 'ChangeProfile', memberId, profile }).thenNothing();
  });

  it('archives and restores idempotently, and an archived member cannot buy', () => {
    const archived: MemberEvent = { type: 'MemberArchived', data: { memberId, reason: 'moved away' } };
    spec.given([registered]).when({ type: 'ArchiveMember', memberId, reason: 'moved away' }).then([archived]);
    spec.given([registered, archived]).when({ type: 'ArchiveMember', memberId, reason: 'again' }).thenNothing();
    spec
      .given([registered, archived])
      .when({ type: 'RestoreMember', memberId })
      .then([{ type: 'MemberRestored', data: { memberId } }]);
    spec
      .given([registered, archived])
      .when(sell('New Registration', '2026-11-01'))
      .thenRefused(409, /archived/, 'member.archived');
  });
});

describe('member decider: selling memberships', () => {
  it('starts a new registration today and charges the joining fee; 30 days a month', () => {
    spec
      .given([registered])
      .when(sell('New Registration', '2026-11-21'))
      .then([
        {
          type: 'MembershipSold',
          data: {
            memberId,
            membershipId: 'ms2',
            planId: 'p-month',
            planName: 'Monthly',
            registrationType: 'New Registration',
            startDate: '2026-11-21',
            expiryDate: '2026-12-20',
            price: 35000,
            joiningFee: 10000,
            invoiceId: 'inv-2',
          },
        },
      ]);
  });

  it('renews from the day after the current expiry while it is ahead, without a joining fee', () => {
    const events = memberDecider.decide(
      sell('Renewal', '2026-11-25'),
      fold(memberDecider, [registered, sold('2026-11-01', '2026-11-30')]),
    );
    expect(events[0]).toMatchObject({ data: { startDate: '2026-12-01', expiryDate: '2026-12-30', joiningFee: 0 } });
  });

  it('renews from today when the membership already expired or was cancelled', () => {
    const expired = memberDecider.decide(
      sell('Renewal', '2026-12-05'),
      fold(memberDecider, [registered, sold('2026-11-01', '2026-11-30')]),
    );
    expect(expired[0]).toMatchObject({ data: { startDate: '2026-12-05', expiryDate: '2027-01-03' } });
    const cancelled: MemberEvent = {
      type: 'MembershipCancelled',
      data: { memberId, membershipId: 'ms1', on: '2026-11-10', reason: 'x' },
    };
    const afterCancel = memberDecider.decide(
      sell('Renewal', '2026-11-12'),
      fold(memberDecider, [registered, sold('2026-11-01', '2026-11-30'), cancelled]),
    );
    expect(afterCancel[0]).toMatchObject({ data: { startDate: '2026-11-12' } });
  });

  it('changes plan (update) from today, only while a membership runs', () => {
    const update = memberDecider.decide(
      sell('Update', '2026-11-15'),
      fold(memberDecider, [registered, sold('2026-11-01', '2026-11-30')]),
    );
    expect(update[0]).toMatchObject({ data: { registrationType: 'Update', startDate: '2026-11-15' } });
    spec
      .given([registered, sold('2026-10-01', '2026-10-30')])
      .when(sell('Update', '2026-11-15'))
      .thenRefused(409, /not running/, 'member.not_running');
  });

  it('refuses a second new registration, a renewal without a membership, an inactive plan and an odd start', () => {
    spec
      .given([registered, sold('2026-11-01', '2026-11-30')])
      .when(sell('New Registration', '2026-11-21'))
      .thenRefused(409, /Renewal or an Update/, 'member.had_membership');
    spec
      .given([registered])
      .when(sell('Renewal', '2026-11-21'))
      .thenRefused(409, /New Registration/, 'member.nothing_to_renew');
    spec
      .given([registered])
      .when({ ...sell('New Registration', '2026-11-21'), plan: { ...monthly, active: false } })
      .thenRefused(409, /no longer sold/, 'member.plan_not_sold');
    spec
      .given([registered])
      .when(sell('New Registration', '2026-11-21', { startDate: '2027-06-01' }))
      .thenRefused(400, 'The start date must be within 31 days before and 90 after today.', 'member.start_date_window');
  });
});

describe('member decider: freeze, unfreeze, cancel', () => {
  const history = [registered, sold('2026-11-01', '2026-11-30')];

  it('freezes and moves the expiry by the frozen days', () => {
    spec
      .given(history)
      .when({
        type: 'FreezeMembership',
        memberId,
        from: '2026-11-10',
        until: '2026-11-19',
        reason: 'travel',
        today: '2026-11-08',
      })
      .then([frozen]);
  });

  it('refuses overlapping, past, too long or after-expiry freezes', () => {
    const freeze = (from: string, until: string, today = '2026-11-08') =>
      ({ type: 'FreezeMembership', memberId, from, until, reason: 'x', today }) as const;
    spec
      .given([...history, frozen])
      .when(freeze('2026-11-12', '2026-11-14', '2026-11-11'))
      .thenRefused(409, 'The membership is already frozen until 2026-11-19.', 'member.already_frozen');
    spec.given(history).when(freeze('2026-11-07', '2026-11-09')).thenRefused(400, /past/, 'member.freeze_in_past');
    spec
      .given(history)
      .when(freeze('2026-11-10', '2027-03-01'))
      .thenRefused(400, 'A freeze can last at most 90 days.', 'member.freeze_too_long');
    spec
      .given(history)
      .when(freeze('2026-12-05', '2026-12-06'))
      .thenRefused(400, /before the freeze/, 'member.freeze_after_expiry');
    spec
      .given(history)
      .when(freeze('2026-12-05', '2026-12-06', '2026-12-05'))
      .thenRefused(409, 'The membership expired on 2026-11-30.', 'member.freeze_expired');
  });

  it('gives back the unused days when unfrozen early, or the whole freeze before it began', () => {
    /** Unfrozen on `on`, the membership then expires on `expiryDate`. */
    const unfrozen = (on: string, expiryDate: string) =>
      spec
        .given([...history, frozen])
        .when({ type: 'UnfreezeMembership', memberId, on })
        .then([{ type: 'MembershipUnfrozen', data: { memberId, membershipId: 'ms1', on, expiryDate } }]);
    unfrozen('2026-11-15', '2026-12-05');
    unfrozen('2026-11-09', '2026-11-30');
    spec
      .given(history)
      .when({ type: 'UnfreezeMembership', memberId, on: '2026-11-09' })
      .thenRefused(409, /not frozen/, 'member.not_frozen');
  });

  it('cancels once, and not after expiry', () => {
    spec
      .given(history)
      .when({ type: 'CancelMembership', memberId, on: '2026-11-20', reason: 'relocating' })
      .then([
        {
          type: 'MembershipCancelled',
          data: { memberId, membershipId: 'ms1', on: '2026-11-20', reason: 'relocating' },
        },
      ]);
    spec
      .given([
        ...history,
        { type: 'MembershipCancelled', data: { memberId, membershipId: 'ms1', on: '2026-11-20', reason: 'x' } },
      ])
      .when({ type: 'CancelMembership', memberId, on: '2026-11-21', reason: 'again' })
      .thenRefused(409, /already cancelled/, 'member.already_cancelled');
    spec
      .given(history)
      .when({ type: 'CancelMembership', memberId, on: '2026-12-02', reason: 'x' })
      .thenRefused(409, /already expired/, 'member.already_expired');
  });
});

describe('check-in verdict', () => {
  const state = (events: MemberEvent[]) => fold(memberDecider, events);
  it('lets in a member with a running membership, through the expiry day', () => {
    expect(verdictOn(state([registered, sold('2026-11-01', '2026-11-30')]), '2026-11-30')).toEqual({ ok: true });
  });

  it('names the reason and the expiry date when refusing', () => {
    expect(verdictOn(state([registered]), '2026-11-21')).toMatchObject({ ok: false, reason: 'no_membership' });
    expect(verdictOn(state([registered, sold('2026-10-01', '2026-10-30')]), '2026-11-21')).toMatchObject({
      ok: false,
      reason: 'expired',
      params: { date: '2026-10-30' },
      expiryDate: '2026-10-30',
      message: 'The membership expired on 2026-10-30.',
    });
    expect(verdictOn(state([registered, sold('2026-11-01', '2026-11-30'), frozen]), '2026-11-12')).toMatchObject({
      reason: 'frozen',
      message: expect.stringContaining('frozen until 2026-11-19'),
    });
    expect(verdictOn(state([registered, sold('2026-11-01', '2026-11-30'), frozen]), '2026-11-20')).toEqual({
      ok: true,
    });
    expect(
      verdictOn(
        state([
          registered,
          sold('2026-11-01', '2026-11-30'),
          { type: 'MemberStatusChanged', data: { memberId, status: 'suspended', reason: 'x' } },
        ]),
        '2026-11-12',
      ),
    ).toMatchObject({
      reason: 'suspended',
      params: { status: 'suspended' },
      message: 'The member is marked suspended.',
    });
    expect(verdictOn(state([registered, sold('2026-12-01', '2026-12-30')]), '2026-11-21')).toMatchObject({
      reason: 'not_started',
    });
  });

  it('lets a member in on a membership renewed in advance: the renewal continues the running one', () => {
    const renewedEarly = [
      registered,
      sold('2026-11-01', '2026-11-30'),
      sold('2026-12-01', '2026-12-30', 'Renewal', 'ms2'),
    ];
    expect(verdictOn(state(renewedEarly), '2026-11-21')).toEqual({ ok: true });
    expect(verdictOn(state(renewedEarly), '2026-12-15')).toEqual({ ok: true });
    // A renewal after a gap starts a new coverage on its first day: before it, the member is not covered.
    const afterGap = [registered, sold('2026-10-01', '2026-10-30'), sold('2026-11-25', '2026-12-24', 'Renewal', 'ms2')];
    expect(verdictOn(state(afterGap), '2026-11-21')).toMatchObject({ reason: 'not_started' });
  });
});
