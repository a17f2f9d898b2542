import { defineAudit } from '@gym/kernel/audit/audit-contract';
import type { AuditSubjectName } from '@gym/kernel/audit/audit-contract';
import type { FingerprintEvent } from './fingerprint-events.js';

const reader = (serial: string) => ({ ref: 'fingerprint-reader', id: serial });
const member = (memberId: string) => ({ ref: 'member', id: memberId });

/** The fingerprint area in the Audit trail: readers, their commands, enrolments (never a template), the door. */
export const fingerprintAudit = defineAudit<FingerprintEvent>({
  access: {
    FingerprintDeviceAnnounced: 'canViewFingerprint',
    FingerprintDeviceApproved: 'canViewFingerprint',
    FingerprintDeviceChanged: 'canViewFingerprint',
    FingerprintDeviceHeld: 'canViewFingerprint',
    FingerprintDeviceReapproved: 'canViewFingerprint',
    FingerprintDeviceRemoved: 'canViewFingerprint',
    DeviceCommandQueued: 'canViewFingerprint',
    DeviceCommandSent: 'canViewFingerprint',
    DeviceCommandCompleted: 'canViewFingerprint',
    DeviceCommandsResent: 'canViewFingerprint',
    FingerprintEnrolmentStarted: 'canViewFingerprint',
    FingerprintEnrolled: 'canViewFingerprint',
    FingerprintEnrolmentDeleted: 'canViewFingerprint',
    DoorAccessRevoked: 'canViewFingerprint',
    DoorAccessRestored: 'canViewFingerprint',
    DoorEntryRefused: 'canViewMembers',
  },
  describe(event) {
    switch (event.type) {
      case 'FingerprintDeviceAnnounced':
        return ['a new fingerprint reader ', reader(event.data.serial), ' asked to be approved'];
      case 'FingerprintDeviceApproved':
        return [
          'approved the reader ',
          reader(event.data.serial),
          ` as "${event.data.name}" (${event.data.direction})`,
          event.data.address ? `, trusted from ${event.data.address}` : '',
        ];
      case 'FingerprintDeviceChanged':
        return ['changed the reader ', reader(event.data.serial), ` to "${event.data.name}" (${event.data.direction})`];
      case 'FingerprintDeviceHeld':
        return [
          'the reader ',
          reader(event.data.serial),
          ` was named from ${event.data.address}, not from ${event.data.approvedAddress ?? 'its approved address'}: held until re-approved`,
        ];
      case 'FingerprintDeviceReapproved':
        return ['re-approved the reader ', reader(event.data.serial), `, trusted from ${event.data.address}`];
      case 'FingerprintDeviceRemoved':
        return ['removed the reader ', reader(event.data.serial)];
      case 'DeviceCommandQueued':
        return [
          `queued "${event.data.kind}" for `,
          member(event.data.memberId),
          ' on ',
          reader(event.data.serial),
          ` (${event.data.reason})`,
        ];
      case 'DeviceCommandSent':
        return [`the reader `, reader(event.data.serial), ` took command(s) ${event.data.commandNos.join(', ')}`];
      case 'DeviceCommandCompleted':
        return [
          'the reader ',
          reader(event.data.serial),
          event.data.returnCode === 0
            ? ` carried out command ${event.data.commandNo}`
            : ` failed command ${event.data.commandNo} (code ${event.data.returnCode})`,
        ];
      case 'DeviceCommandsResent':
        return [
          event.data.automatic ? 'resent unanswered command(s) ' : 'asked to resend command(s) ',
          `${event.data.commandNos.join(', ')} to the reader `,
          reader(event.data.serial),
          event.data.automatic ? ' (no answer in time)' : '',
        ];
      case 'FingerprintEnrolmentStarted':
        return [
          'started the fingerprint enrolment of ',
          member(event.data.memberId),
          ' on ',
          reader(event.data.serial),
        ];
      case 'FingerprintEnrolled':
        return ['enrolled a fingerprint of ', member(event.data.memberId), ' on ', reader(event.data.serial)];
      case 'FingerprintEnrolmentDeleted':
        return ['deleted the fingerprints of ', member(event.data.memberId)];
      case 'DoorAccessRevoked':
        return ['took ', member(event.data.memberId), ` off the readers: ${event.data.reason}`];
      case 'DoorAccessRestored':
        return ['put ', member(event.data.memberId), ' back on the readers'];
      case 'DoorEntryRefused':
        return [
          'the reader ',
          reader(event.data.serial),
          ' refused ',
          member(event.data.memberId),
          `: ${event.data.message}`,
        ];
    }
  },
  names: {
    FingerprintDeviceApproved: (event) => [readerName(event.data)],
    FingerprintDeviceChanged: (event) => [readerName(event.data)],
  },
});

function readerName(data: { serial: string; name: string }): AuditSubjectName {
  return { kind: 'fingerprint-reader', id: data.serial, name: data.name };
}
