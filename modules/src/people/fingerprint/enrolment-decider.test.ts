import { describe, it } from 'vitest';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { enrolmentDecider } from './enrolment-decider.js';
import type { EnrolmentEvent } from './fingerprint-events.js';

const spec = deciderSpec(enrolmentDecider);
const started: EnrolmentEvent = {
  type: 'FingerprintEnrolmentStarted',
  data: { memberId: 'm1', pin: '17', name: 'Noor Ali', serial: 'R1' },
};
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
      .when({ type: 'StartEnrolment', memberId: 'm1', pin: '17', name: 'Noor Ali', serial: 'R1', refusal: null })
      .then([started]);
    spec
      .given([])
      .when({
        type: 'StartEnrolment',
        memberId: 'm1',
        pin: '17',
        name: 'Noor Ali',
        serial: 'R1',
        refusal: 'The membership expired on 2026-11-01.',
      })
      .thenRefused(409, /expired on 2026-11-01\. Renew/);
  });

  it('records each uploaded finger once, only for a started enrolment of that user id', () => {
    spec
      .given([started])
      .when({ type: 'RecordFinger', memberId: 'm1', pin: '17', serial: 'R1', fingerIndex: 6 })
      .then([enrolled]);
    spec
      .given([started, enrolled])
      .when({ type: 'RecordFinger', memberId: 'm1', pin: '17', serial: 'R1', fingerIndex: 6 })
      .thenNothing();
    spec
      .given([])
      .when({ type: 'RecordFinger', memberId: 'm1', pin: '17', serial: 'R1', fingerIndex: 6 })
      .thenRefused(404, /No enrolment/);
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
      .thenRefused(404, /no fingerprint/);
  });
});
