import { describe, expect, it } from 'vitest';
import { fold } from '@gym/kernel/commands/decider';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { enrolmentDecider } from './enrolment-decider.js';
import type { EnrolmentEvent } from './fingerprint-events.js';

const spec = deciderSpec(enrolmentDecider);
const at = '2026-11-23T06:00:00.000Z';
const started: EnrolmentEvent = {
  type: 'FingerprintEnrolmentStarted',
  data: { memberId: 'm1', pin: '17', name: 'Noor Ali', serial: 'R1', until: '2026-11-23T06:15:00.000Z' },
};
const finger = { type: 'RecordFinger', memberId: 'm1', pin: '17', serial: 'R1', fingerIndex: 6 } as const;
const enrolled: EnrolmentEvent = {
  type: 'FingerprintEnrolled',
  data: { memberId: 'm1', pin: '17', serial: 'R1', fingerIndex: 6 },
};
const revoked: EnrolmentEvent = {
  type: 'DoorAccessRevoked',
  data: { memberId: 'm1', pin: '17', reason: 'The membership expired on 2026-11-01.' },
};

describe("a member's fingerprint enrolment", () => {
  it('starts for a member the door lets in, and is refused for one it would not', () => {
    spec
      .given([])
      .when({ type: 'StartEnrolment', memberId: 'm1', pin: '17', name: 'Noor Ali', serial: 'R1', refusal: null, at })
      .then([started]);
    spec
      .given([])
      .when({
        type: 'StartEnrolment',
        memberId: 'm1',
        pin: '17',
        name: 'Noor Ali',
        serial: 'R1',
        refusal: { reason: 'expired', date: '2026-11-01' },
        at,
      })
      .thenRefused(
        409,
        'The membership expired on 2026-11-01. Renew the membership before enrolling a fingerprint.',
        'fingerprint.enrol_expired',
      );
  });

  it('takes the finger only from the reader the desk started the enrolment on, within 15 minutes, once', () => {
    spec
      .given([started])
      .when({ ...finger, at: '2026-11-23T06:05:00.000Z' })
      .then([enrolled]);
    spec
      .given([started])
      .when({ ...finger, at: '2026-11-23T06:15:00.000Z' })
      .then([enrolled]);
    const closed = 'No enrolment of this member is open on this reader';
    spec
      .given([started])
      .when({ ...finger, at: '2026-11-23T06:15:00.001Z' })
      .thenRefused(409, closed, 'fingerprint.enrolment_closed');
    spec
      .given([started])
      .when({ ...finger, serial: 'R2', at: '2026-11-23T06:05:00.000Z' })
      .thenRefused(409, closed);
    // One finger closes the window: an upload after it (another finger, or this one again) is not taken.
    spec
      .given([started, enrolled])
      .when({ ...finger, at: '2026-11-23T06:06:00.000Z' })
      .thenRefused(409, closed);
    spec
      .given([started, enrolled])
      .when({ ...finger, fingerIndex: 3, at: '2026-11-23T06:06:00.000Z' })
      .thenRefused(409, closed);
    spec
      .given([])
      .when({ ...finger, at })
      .thenRefused(404, /No enrolment/, 'fingerprint.enrolment_not_started');
    spec
      .given([started])
      .when({ ...finger, pin: '18', at })
      .thenRefused(404, /No enrolment/);
    // Started before enrolments had windows: started again at the desk.
    const legacy: EnrolmentEvent = {
      type: 'FingerprintEnrolmentStarted',
      data: { memberId: 'm1', pin: '17', name: 'Noor Ali', serial: 'R1' },
    };
    spec
      .given([legacy])
      .when({ ...finger, at })
      .thenRefused(409, closed);
  });

  it('takes a finger again when the desk enrols the member again, keeping one count per finger', () => {
    const again: EnrolmentEvent = {
      type: 'FingerprintEnrolmentStarted',
      data: { memberId: 'm1', pin: '17', name: 'Noor Ali', serial: 'R2', until: '2026-11-24T06:15:00.000Z' },
    };
    spec
      .given([started, enrolled])
      .when({
        type: 'StartEnrolment',
        memberId: 'm1',
        pin: '17',
        name: 'Noor Ali',
        serial: 'R2',
        refusal: null,
        at: '2026-11-24T06:00:00.000Z',
      })
      .then([again]);
    spec
      .given([started, enrolled, again])
      .when({ ...finger, serial: 'R2', at: '2026-11-24T06:01:00.000Z' })
      .then([{ type: 'FingerprintEnrolled', data: { memberId: 'm1', pin: '17', serial: 'R2', fingerIndex: 6 } }]);
    const twice = [started, enrolled, again, { ...enrolled, data: { ...enrolled.data, serial: 'R2' } }] as const;
    expect(fold(enrolmentDecider, twice).fingers).toEqual([6]);
  });

  it('takes the member off the door once and back once', () => {
    spec
      .given([started, enrolled])
      .when({ type: 'RevokeAccess', memberId: 'm1', reason: revoked.data.reason })
      .then([revoked]);
    spec
      .given([started, enrolled, revoked])
      .when({ type: 'RevokeAccess', memberId: 'm1', reason: 'again' })
      .thenNothing();
    spec.given([started, enrolled]).when({ type: 'RestoreAccess', memberId: 'm1' }).thenNothing();
    spec
      .given([started, enrolled, revoked])
      .when({ type: 'RestoreAccess', memberId: 'm1' })
      .then([{ type: 'DoorAccessRestored', data: { memberId: 'm1', pin: '17' } }]);
    spec.given([]).when({ type: 'RevokeAccess', memberId: 'm1', reason: 'x' }).thenNothing();
  });

  it('deletes an enrolment that exists', () => {
    spec
      .given([started, enrolled])
      .when({ type: 'DeleteEnrolment', memberId: 'm1' })
      .then([{ type: 'FingerprintEnrolmentDeleted', data: { memberId: 'm1', pin: '17' } }]);
    spec
      .given([])
      .when({ type: 'DeleteEnrolment', memberId: 'm1' })
      .thenRefused(404, /no fingerprint/, 'fingerprint.no_enrolment');
  });
});
