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
/** Its first call, with no other reader waiting for approval. */
const announce = {
  type: 'Announce',
  serial,
  firmware: 'iClock',
  address: '10.0.0.5',
  at: '2026-11-23T06:00:00.000Z',
  waiting: 0,
} as const;
const approved: DeviceEvent = {
  type: 'FingerprintDeviceApproved',
  data: { serial, name: 'Main entrance', direction: 'in', address: '10.0.0.5' },
};
const held: DeviceEvent = {
  type: 'FingerprintDeviceHeld',
  data: { serial, approvedAddress: '10.0.0.5', address: '10.66.0.9', at: '2026-11-23T08:00:00.000Z' },
};
const approve = { type: 'Approve', serial, name: 'Main entrance', direction: 'in', address: '10.0.0.5' } as const;
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
    spec.given([]).when(announce).then([announced]);
    spec
      .given([announced])
      .when({ ...announce, firmware: null, address: null, at: '2026-11-23T07:00:00.000Z' })
      .thenNothing();
  });

  it('is not recorded while 20 readers wait for approval (anyone can make up serial numbers)', () => {
    spec
      .given([])
      .when({ ...announce, waiting: 19 })
      .then([announced]);
    spec
      .given([])
      .when({ ...announce, waiting: 20 })
      .thenRefused(409, '20 readers are waiting for approval', 'fingerprint.too_many_waiting');
    // One that is known already calls on as before.
    spec
      .given([announced])
      .when({ ...announce, waiting: 20 })
      .thenNothing();
  });

  it('is approved with a trimmed name and a direction, once', () => {
    spec
      .given([announced])
      .when({ ...approve, name: ' Main entrance ' })
      .then([approved]);
    spec
      .given([announced, approved])
      .when({ ...approve, name: 'Again' })
      .thenRefused(409, /already approved/, 'fingerprint.already_approved');
    spec
      .given([])
      .when({ ...approve, name: 'Ghost' })
      .thenRefused(404, /No reader/, 'fingerprint.reader_unknown');
    spec
      .given([announced])
      .when({ ...approve, name: '   ', direction: 'out' })
      .thenRefused(400, /name/);
  });

  it('is bound to the address it calls from when approved, and not approved when it moved since staff looked', () => {
    // The page said 10.0.0.5; the serial now calls from elsewhere: staff must look again.
    spec
      .given([announced])
      .when({ ...approve, address: '10.66.0.9', expectedAddress: '10.0.0.5' })
      .thenRefused(409, 'now calls from 10.66.0.9, not 10.0.0.5', 'fingerprint.address_changed');
    spec
      .given([announced])
      .when({ ...approve, expectedAddress: '10.0.0.5' })
      .then([approved]);
    // No presence seen: the address it was announced from.
    spec
      .given([announced])
      .when({ ...approve, address: null })
      .then([approved]);
    const nowhere: DeviceEvent = { ...announced, data: { ...announced.data, address: null } } as DeviceEvent;
    spec
      .given([nowhere])
      .when({ ...approve, address: null })
      .thenRefused(409, /address/);
  });

  it('is held, once, when a request names it from another address than approval saw', () => {
    const check = (address: string) =>
      ({ type: 'CheckAddress', serial, address, at: '2026-11-23T08:00:00.000Z' }) as const;
    spec.given([announced, approved]).when(check('10.0.0.5')).thenNothing();
    spec.given([announced, approved]).when(check('10.66.0.9')).then([held]);
    spec.given([announced, approved, held]).when(check('10.77.0.1')).thenNothing();
    spec.given([announced, approved, held]).when(check('10.0.0.5')).thenNothing();
    // Waiting readers are bound to nothing yet.
    spec.given([announced]).when(check('10.66.0.9')).thenNothing();
    // Approved before readers were bound: bound to the address it was announced from.
    const unbound: DeviceEvent = {
      type: 'FingerprintDeviceApproved',
      data: { serial, name: 'Main entrance', direction: 'in' },
    };
    spec.given([announced, unbound]).when(check('10.0.0.5')).thenNothing();
    spec.given([announced, unbound]).when(check('10.66.0.9')).then([held]);
  });

  it('is re-approved by staff at its approved address or the one it was held for, and only when held', () => {
    const reapproved = (address: string): DeviceEvent => ({
      type: 'FingerprintDeviceReapproved',
      data: { serial, address, previousAddress: '10.0.0.5' },
    });
    spec
      .given([announced, approved, held])
      .when({ type: 'Reapprove', serial, address: '10.66.0.9' })
      .then([reapproved('10.66.0.9')]);
    spec
      .given([announced, approved, held])
      .when({ type: 'Reapprove', serial, address: '10.0.0.5' })
      .then([reapproved('10.0.0.5')]);
    spec
      .given([announced, approved, held])
      .when({ type: 'Reapprove', serial, address: '10.1.1.1' })
      .thenRefused(409, 'at 10.0.0.5 or 10.66.0.9', 'fingerprint.reapprove_at_either');
    spec
      .given([announced, approved])
      .when({ type: 'Reapprove', serial, address: '10.0.0.5' })
      .thenRefused(409, /not held/, 'fingerprint.not_held');
    spec
      .given([])
      .when({ type: 'Reapprove', serial, address: '10.0.0.5' })
      .thenRefused(404, /not found/, 'fingerprint.reader_not_found');
    spec
      .given([announced, approved, held])
      .when({ ...approve })
      .thenRefused(409, /held/);
    // Re-approved at the new address, a request from the old one holds it again.
    spec
      .given([announced, approved, held, reapproved('10.66.0.9')])
      .when({ type: 'CheckAddress', serial, address: '10.0.0.5', at: '2026-11-23T09:00:00.000Z' })
      .then([
        {
          type: 'FingerprintDeviceHeld',
          data: { serial, approvedAddress: '10.66.0.9', address: '10.0.0.5', at: '2026-11-23T09:00:00.000Z' },
        },
      ]);
  });

  it('keeps its queue while held (a member taken off the door is taken off it too) but resends nothing', () => {
    spec
      .given([announced, approved, held])
      .when({ type: 'QueueCommands', serial, commands: [request] })
      .then([queued(1)]);
    spec
      .given([announced, approved, queued(1), { type: 'DeviceCommandSent', data: { serial, commandNos: [1] } }, held])
      .when({ type: 'Resend', serial, commandNos: null, automatic: false })
      .thenRefused(409, /held/);
    // Renaming does not let it go.
    spec
      .given([announced, approved, held])
      .when({ type: 'Change', serial, name: 'Side door', direction: 'in' })
      .then([{ type: 'FingerprintDeviceChanged', data: { serial, name: 'Side door', direction: 'in' } }]);
    spec
      .given([
        announced,
        approved,
        held,
        { type: 'FingerprintDeviceChanged', data: { serial, name: 'Side', direction: 'in' } },
      ])
      .when({ type: 'Reapprove', serial, address: '10.0.0.5' })
      .then([
        { type: 'FingerprintDeviceReapproved', data: { serial, address: '10.0.0.5', previousAddress: '10.0.0.5' } },
      ]);
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

  it('gives the user and each finger of a member a number of their own', () => {
    const finger = (fingerIndex: number) =>
      ({
        kind: 'restore-finger',
        memberId: 'm1',
        pin: '17',
        name: 'Noor Ali',
        reason: 'Reader approved',
        fingerIndex,
      }) as const;
    spec
      .given([announced, approved, queued(1)])
      .when({ type: 'QueueCommands', serial, commands: [request, finger(3), finger(6)] })
      .then([
        queued(2),
        { type: 'DeviceCommandQueued', data: { serial, commandNo: 3, ...finger(3) } },
        { type: 'DeviceCommandQueued', data: { serial, commandNo: 4, ...finger(6) } },
      ]);
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
      .thenRefused(409, 'waiting for its answer', 'fingerprint.nothing_to_resend');
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
      .thenRefused(409, 'Approve the reader first', 'fingerprint.approve_first');
  });
});
