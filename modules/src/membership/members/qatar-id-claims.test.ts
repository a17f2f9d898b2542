import { describe, expect, it } from 'vitest';
import { fold } from '@gym/kernel/commands/decider';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { heldQatarId, qatarIdDecider } from './qatar-id-claims.js';
import { memberDecider } from './member-decider.js';
import type { MemberEvent, MemberProfile } from './member-events.js';

const spec = deciderSpec(qatarIdDecider);
const qatarId = '28563412345';
const claimedBy = (memberId: string) => ({ type: 'QatarIdClaimed' as const, data: { qatarId, memberId } });
const releasedBy = (memberId: string) => ({ type: 'QatarIdReleased' as const, data: { qatarId, memberId } });

describe('a Qatar ID belongs to one member not archived (issue 46, item 5)', () => {
  it('is claimed when free, again after its member freed it, and not twice by the same member', () => {
    spec
      .given([])
      .when({ type: 'ClaimQatarId', qatarId, memberId: 'm1' })
      .then([claimedBy('m1')]);
    spec
      .given([claimedBy('m1'), releasedBy('m1')])
      .when({ type: 'ClaimQatarId', qatarId, memberId: 'm2' })
      .then([claimedBy('m2')]);
    spec
      .given([claimedBy('m1')])
      .when({ type: 'ClaimQatarId', qatarId, memberId: 'm1' })
      .thenNothing();
  });

  it('is refused while another member holds it, naming that member when known', () => {
    spec
      .given([claimedBy('m1')])
      .when({ type: 'ClaimQatarId', qatarId, memberId: 'm2', holderLabel: '#1042 (Aisha Al-Mansoori)' })
      .thenRefused(
        409,
        /^The Qatar ID 28563412345 is already recorded for member #1042 \(Aisha Al-Mansoori\), who is not archived\./,
        'member.qid_taken',
      );
    spec
      .given([claimedBy('m1'), releasedBy('m1'), claimedBy('m3')])
      .when({ type: 'ClaimQatarId', qatarId, memberId: 'm2' })
      .thenRefused(409, /already recorded for another member, who is not archived/, 'member.qid_taken_unnamed');
  });

  it('is freed only by the member who holds it', () => {
    spec
      .given([claimedBy('m1')])
      .when({ type: 'ReleaseQatarId', qatarId, memberId: 'm1' })
      .then([releasedBy('m1')]);
    spec
      .given([claimedBy('m1')])
      .when({ type: 'ReleaseQatarId', qatarId, memberId: 'm2' })
      .thenNothing();
    spec.given([]).when({ type: 'ReleaseQatarId', qatarId, memberId: 'm1' }).thenNothing();
  });

  it('is held by a member while registered with it and not archived', () => {
    const profile = { firstName: 'Aisha', lastName: 'Al-Mansoori', qatarId } as MemberProfile;
    const registered: MemberEvent = {
      type: 'MemberRegistered',
      data: { memberId: 'm1', memberNumber: 1001, joinDate: '2026-11-01', ...profile },
    };
    const archived: MemberEvent = { type: 'MemberArchived', data: { memberId: 'm1', reason: 'left' } };
    const restored: MemberEvent = { type: 'MemberRestored', data: { memberId: 'm1' } };
    expect(heldQatarId(fold(memberDecider, []))).toBeNull();
    expect(heldQatarId(fold(memberDecider, [registered]))).toBe(qatarId);
    expect(heldQatarId(fold(memberDecider, [registered, archived]))).toBeNull();
    expect(heldQatarId(fold(memberDecider, [registered, archived, restored]))).toBe(qatarId);
  });
});
