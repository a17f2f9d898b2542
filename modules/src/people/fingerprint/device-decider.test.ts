import { describe, it } from 'vitest';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { deviceDecider } from './device-decider.js';
import type { DeviceEvent } from './fingerprint-events.js';

const spec = deciderSpec(deviceDecider);
const serial = 'CKJG201960001';
const announced: DeviceEvent = {
  type: 'FingerprintDeviceAnnounced',
  data: { serial, firmware: 'iClock', address: '10.0.0.5', at: '2026-11-23T06:00:00.000Z' },
};
const approved: DeviceEvent = {
  type: 'FingerprintDeviceApproved',
  data: { serial, name: 'Main entrance', direction: 'in' },
};
const request = {
  kind: 'add-user',
  memberId: 'm1',
  pin: '17',
  name: 'Noor Ali',
  reason: 'Fingerprint enrolment',
} as const;
const queued = (commandNo: number): DeviceEvent => ({
  type: 'DeviceCommandQueued',
  data: { serial, commandNo, ...request },
});

describe('a fingerprint reader', () => {
  it('is announced once, when an unknown serial number first calls', () => {
    spec
      .given([])
      .when({ type: 'Announce', serial, firmware: 'iClock', address: '10.0.0.5', at: '2026-11-23T06:00:00.000Z' })
      .then([announced]);
    spec
      .given([announced])
      .when({ type: 'Announce', serial, firmware: null, address: null, at: '2026-11-23T07:00:00.000Z' })
      .thenNothing();
  });

  it('is approved with a trimmed name and a direction, once', () => {
    spec
      .given([announced])
      .when({ type: 'Approve', serial, name: ' Main entrance ', direction: 'in' })
      .then([approved]);
    spec
      .given([announced, approved])
      .when({ type: 'Approve', serial, name: 'Again', direction: 'in' })
      .thenRefused(409, /already approved/);
    spec
      .given([])
      .when({ type: 'Approve', serial, name: 'Ghost', direction: 'in' })
      .thenRefused(404, /No reader/);
    spec.given([announced]).when({ type: 'Approve', serial, name: '   ', direction: 'out' }).thenRefused(400, /name/);
  });

  it('numbers queued commands on from the last, also after being removed and approved again', () => {
    spec
      .given([announced])
      .when({ type: 'QueueCommands', serial, commands: [request] })
      .thenRefused(409, /approved/);
    spec
      .given([announced, approved, queued(1)])
      .when({ type: 'QueueCommands', serial, commands: [request, request] })
      .then([queued(2), queued(3)]);
    spec
      .given([
        announced,
        approved,
        queued(1),
        { type: 'FingerprintDeviceRemoved', data: { serial } },
        announced,
        approved,
      ])
      .when({ type: 'QueueCommands', serial, commands: [request] })
      .then([queued(2)]);
  });

  it('marks only unsent commands as sent and records a result once', () => {
    const sent: DeviceEvent = { type: 'DeviceCommandSent', data: { serial, commandNos: [1] } };
    spec
      .given([announced, approved, queued(1), queued(2), sent])
      .when({ type: 'MarkSent', serial, commandNos: [1, 2] })
      .then([{ type: 'DeviceCommandSent', data: { serial, commandNos: [2] } }]);
    const done: DeviceEvent = { type: 'DeviceCommandCompleted', data: { serial, commandNo: 1, returnCode: 0 } };
    spec
      .given([announced, approved, queued(1), sent])
      .when({ type: 'Complete', serial, commandNo: 1, returnCode: 0 })
      .then([done]);
    spec
      .given([announced, approved, queued(1), sent, done])
      .when({ type: 'Complete', serial, commandNo: 1, returnCode: 0 })
      .thenNothing();
    spec.given([announced, approved]).when({ type: 'Complete', serial, commandNo: 99, returnCode: 0 }).thenNothing();
  });

  it('can be renamed or turned into an exit reader once approved', () => {
    spec
      .given([announced])
      .when({ type: 'Change', serial, name: 'Exit', direction: 'out' })
      .thenRefused(409, /Approve/);
    spec
      .given([announced, approved])
      .when({ type: 'Change', serial, name: 'Exit gate', direction: 'out' })
      .then([{ type: 'FingerprintDeviceChanged', data: { serial, name: 'Exit gate', direction: 'out' } }]);
    spec
      .given([announced, approved])
      .when({ type: 'Change', serial, name: 'Main entrance', direction: 'in' })
      .thenNothing();
  });

  it('resends taken but unanswered commands on request, and automatically at most 5 times each', () => {
    const sent: DeviceEvent = { type: 'DeviceCommandSent', data: { serial, commandNos: [1, 2] } };
    const resent = (commandNos: number[], automatic: boolean): DeviceEvent => ({
      type: 'DeviceCommandsResent',
      data: { serial, commandNos, automatic },
    });
    const done: DeviceEvent = { type: 'DeviceCommandCompleted', data: { serial, commandNo: 2, returnCode: 0 } };
    const history = [announced, approved, queued(1), queued(2), queued(3), sent, done];
    // Command 3 was never taken, 2 was answered: only 1 goes out again.
    spec
      .given(history)
      .when({ type: 'Resend', serial, commandNos: null, automatic: false })
      .then([resent([1], false)]);
    spec
      .given(history)
      .when({ type: 'Resend', serial, commandNos: [2, 3], automatic: false })
      .thenRefused(409, 'waiting for its answer');
    // After a resend it is unsent until the reader takes it again.
    spec
      .given([...history, resent([1], true)])
      .when({ type: 'Resend', serial, commandNos: null, automatic: true })
      .thenNothing();
    const fiveTimes = Array.from({ length: 5 }, () => [resent([1], true), sent]).flat();
    spec
      .given([...history, ...fiveTimes])
      .when({ type: 'Resend', serial, commandNos: null, automatic: true })
      .thenNothing();
    spec
      .given([...history, ...fiveTimes])
      .when({ type: 'Resend', serial, commandNos: [1], automatic: false })
      .then([resent([1], false)]);
    spec
      .given([announced])
      .when({ type: 'Resend', serial, commandNos: null, automatic: false })
      .thenRefused(409, 'Approve the reader first');
  });
});
