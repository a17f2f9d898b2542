import { auditCode, auditFlag, auditValue, defineAudit } from '@gym/kernel/audit/audit-contract';
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
          ' as "',
          auditValue('name', event.data.name),
          '" (',
          auditValue('direction', event.data.direction),
          ')',
          auditFlag('trusted', Boolean(event.data.address), ', trusted from '),
          ...(event.data.address ? [auditValue('address', event.data.address)] : []),
        ];
      case 'FingerprintDeviceChanged':
        return [
          'changed the reader ',
          reader(event.data.serial),
          ' to "',
          auditValue('name', event.data.name),
          '" (',
          auditValue('direction', event.data.direction),
          ')',
        ];
      case 'FingerprintDeviceHeld':
        return [
          'the reader ',
          reader(event.data.serial),
          ' was named from ',
          auditValue('address', event.data.address),
          ', not from ',
          auditFlag('approvedKnown', event.data.approvedAddress !== null, '', 'its approved address'),
          ...(event.data.approvedAddress === null ? [] : [auditValue('approvedAddress', event.data.approvedAddress)]),
          ': held until re-approved',
        ];
      case 'FingerprintDeviceReapproved':
        return [
          're-approved the reader ',
          reader(event.data.serial),
          ', trusted from ',
          auditValue('address', event.data.address),
        ];
      case 'FingerprintDeviceRemoved':
        return ['removed the reader ', reader(event.data.serial)];
      case 'DeviceCommandQueued':
        return [
          'queued "',
          auditCode('kind', event.data.kind),
          '" for ',
          member(event.data.memberId),
          ' on ',
          reader(event.data.serial),
          ' (',
          auditValue('reason', event.data.reason),
          ')',
        ];
      case 'DeviceCommandSent':
        return [
          'the reader ',
          reader(event.data.serial),
          ' took command(s) ',
          auditValue('commands', event.data.commandNos.join(', ')),
        ];
      case 'DeviceCommandCompleted':
        return [
          'the reader ',
          reader(event.data.serial),
          auditFlag('failed', event.data.returnCode !== 0, ' failed command ', ' carried out command '),
          auditValue('command', event.data.commandNo),
          ...(event.data.returnCode === 0 ? [] : [' (code ', auditValue('returnCode', event.data.returnCode), ')']),
        ];
      case 'DeviceCommandsResent':
        return [
          auditFlag('automatic', event.data.automatic, 'resent unanswered command(s) ', 'asked to resend command(s) '),
          auditValue('commands', event.data.commandNos.join(', ')),
          ' to the reader ',
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
        return ['took ', member(event.data.memberId), ' off the readers: ', auditValue('reason', event.data.reason)];
      case 'DoorAccessRestored':
        return ['put ', member(event.data.memberId), ' back on the readers'];
      case 'DoorEntryRefused':
        return [
          'the reader ',
          reader(event.data.serial),
          ' refused ',
          member(event.data.memberId),
          ': ',
          auditValue('message', event.data.message),
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
