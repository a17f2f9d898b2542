import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf } from '@gym/events/catalogue/define-event';
import { instant } from '@gym/events/catalogue/common-schemas';

/*
 * Fingerprint readers (ZKTeco ADMS push protocol) and members' enrolments. Templates are biometric data: they never
 * appear here, only the fact that a member was enrolled (the encrypted templates live in `fingerprint.templates`).
 * Polls and heartbeats are not facts of the business either: they update `fingerprint.device_presence`.
 */

/** One reader: its announcement, approval, and the commands queued for it. */
export const deviceStream = (serial: string) => `fingerprint-device-${serial}`;
/** One member's fingerprint enrolment and door access. */
export const enrolmentStream = (memberId: string) => `fingerprint-enrolment-${memberId}`;
/** A reader's refused door entries of one day (the desk shows them with the reason). */
export const doorDayStream = (serial: string, day: string) => `fingerprint-door-${serial}-${day}`;

export const deviceDirection = z.enum(['in', 'out']);
export type DeviceDirection = z.infer<typeof deviceDirection>;

/**
 * What a queued command does on the reader; each is one line `C:<number>:…` with a number of its own. The wire line
 * is rendered when the reader fetches it (a template is read from the vault then), so no template is ever part of an
 * event. `restore-finger` loads one finger's template (`fingerIndex`); `restore-templates` is what was queued before
 * each finger had its own command (the user and all of its fingers under one number): it is no longer queued.
 */
export const deviceCommandKind = z.enum([
  'add-user',
  'enrol-finger',
  'restore-finger',
  'restore-templates',
  'delete-user',
]);
export type DeviceCommandKind = z.infer<typeof deviceCommandKind>;

export const FingerprintDeviceAnnounced = defineEvent(
  'FingerprintDeviceAnnounced',
  z.object({ serial: z.string(), firmware: z.string().nullable(), address: z.string().nullable(), at: instant }),
  { description: 'A fingerprint reader with an unknown serial number contacted the app and waits for approval.' },
);
export const FingerprintDeviceApproved = defineEvent(
  'FingerprintDeviceApproved',
  z.object({
    serial: z.string(),
    name: z.string(),
    direction: deviceDirection,
    /**
     * The address the reader called from when it was approved: it is trusted from there only. Absent in approvals
     * recorded before readers were bound to an address; those are bound to the address they were announced from.
     */
    address: z.string().optional(),
  }),
  {
    description:
      'An admin approved a fingerprint reader, named it, set whether it lets members in or out, and bound it to the address it called from.',
  },
);
export const FingerprintDeviceChanged = defineEvent(
  'FingerprintDeviceChanged',
  z.object({ serial: z.string(), name: z.string(), direction: deviceDirection }),
  { description: 'An admin renamed an approved reader or changed its direction.' },
);
/**
 * Readers have no credentials but their serial number: an approved reader is trusted from the address approval saw.
 * A request naming its serial from another address holds it (no punch, upload or command goes through) until staff
 * re-approve it, at either address.
 */
export const FingerprintDeviceHeld = defineEvent(
  'FingerprintDeviceHeld',
  z.object({ serial: z.string(), approvedAddress: z.string().nullable(), address: z.string(), at: instant }),
  {
    description:
      'A request naming an approved reader came from another address than the one it was approved at; the reader is held until re-approved.',
  },
);
export const FingerprintDeviceReapproved = defineEvent(
  'FingerprintDeviceReapproved',
  z.object({ serial: z.string(), address: z.string(), previousAddress: z.string().nullable() }),
  { description: 'An admin re-approved a held reader, trusting it from the address named.' },
);
export const FingerprintDeviceRemoved = defineEvent('FingerprintDeviceRemoved', z.object({ serial: z.string() }), {
  description: 'An admin removed a reader: it is no longer trusted and must be approved again.',
});
export const DeviceCommandQueued = defineEvent(
  'DeviceCommandQueued',
  z.object({
    serial: z.string(),
    /** The reader's command number (`C:<number>:…`): a sequence per reader from 1, never repeated (not after removal). */
    commandNo: z.number().int().positive(),
    kind: deviceCommandKind,
    memberId: z.string(),
    /** The member's user id (PIN) on the reader: the member number. */
    pin: z.string(),
    /** The name shown on the reader's screen. */
    name: z.string(),
    reason: z.string(),
    /** The finger whose template a `restore-finger` loads. */
    fingerIndex: z.number().int().min(0).max(9).optional(),
  }),
  { description: 'A command for a reader was queued; the reader takes it at its next poll.' },
);
export const DeviceCommandSent = defineEvent(
  'DeviceCommandSent',
  z.object({ serial: z.string(), commandNos: z.array(z.number().int().positive()) }),
  { description: 'A reader fetched queued commands at its poll.' },
);
export const DeviceCommandCompleted = defineEvent(
  'DeviceCommandCompleted',
  z.object({ serial: z.string(), commandNo: z.number().int().positive(), returnCode: z.number().int() }),
  { description: 'A reader reported the result of a command (return code 0 = done, negative = failed).' },
);
/**
 * Commands a reader took but never answered go out again at its next poll: automatically after a wait that doubles
 * each time, or because staff asked. A reader that really ran a command answers it once more; harmless either way.
 */
export const DeviceCommandsResent = defineEvent(
  'DeviceCommandsResent',
  z.object({ serial: z.string(), commandNos: z.array(z.number().int().positive()), automatic: z.boolean() }),
  { description: 'Commands a reader took but never answered were queued to be sent to it again.' },
);
export const FingerprintEnrolmentStarted = defineEvent(
  'FingerprintEnrolmentStarted',
  z.object({
    memberId: z.string(),
    pin: z.string(),
    name: z.string(),
    serial: z.string(),
    /**
     * Until when that reader's upload of the member's finger is taken (the enrolment window; one finger closes it).
     * Absent in enrolments started before windows: those take no finger, staff start them again.
     */
    until: instant.optional(),
  }),
  { description: 'Staff started a fingerprint enrolment of a member on a reader, open for a finger for a while.' },
);
export const FingerprintEnrolled = defineEvent(
  'FingerprintEnrolled',
  z.object({ memberId: z.string(), pin: z.string(), serial: z.string(), fingerIndex: z.number().int().min(0).max(9) }),
  { description: 'A reader uploaded a fingerprint of the member (the template itself is kept encrypted, not here).' },
);
export const FingerprintEnrolmentDeleted = defineEvent(
  'FingerprintEnrolmentDeleted',
  z.object({ memberId: z.string(), pin: z.string() }),
  { description: "A member's fingerprints were deleted from the app and the readers." },
);
export const DoorAccessRevoked = defineEvent(
  'DoorAccessRevoked',
  z.object({ memberId: z.string(), pin: z.string(), reason: z.string() }),
  { description: 'The member was removed from the readers because their membership no longer lets them in.' },
);
export const DoorAccessRestored = defineEvent(
  'DoorAccessRestored',
  z.object({ memberId: z.string(), pin: z.string() }),
  { description: 'The member was added back to the readers because their membership lets them in again.' },
);
export const DoorEntryRefused = defineEvent(
  'DoorEntryRefused',
  z.object({
    serial: z.string(),
    deviceName: z.string(),
    memberId: z.string(),
    memberName: z.string(),
    at: instant,
    reason: z.string(),
    /** The refusal's English sentence, as the API answered it. */
    message: z.string(),
    /**
     * The refusal's code and values (issue 46, item 4: `door.closed_until` with `{until}`, `check_in.expired`…), for
     * the UI to word it in the reader's language; absent on refusals recorded before, which keep only the sentence.
     */
    code: z.string().optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
  { description: 'A member put a finger on a reader and the check-in was refused by the desk rules.' },
);

export const fingerprintEvents = [
  FingerprintDeviceAnnounced,
  FingerprintDeviceApproved,
  FingerprintDeviceChanged,
  FingerprintDeviceHeld,
  FingerprintDeviceReapproved,
  FingerprintDeviceRemoved,
  DeviceCommandQueued,
  DeviceCommandSent,
  DeviceCommandCompleted,
  DeviceCommandsResent,
  FingerprintEnrolmentStarted,
  FingerprintEnrolled,
  FingerprintEnrolmentDeleted,
  DoorAccessRevoked,
  DoorAccessRestored,
  DoorEntryRefused,
] as const;
export type FingerprintEvent = EventOf<(typeof fingerprintEvents)[number]>;
export type DeviceEvent = Extract<
  FingerprintEvent,
  {
    type:
      | 'FingerprintDeviceAnnounced'
      | 'FingerprintDeviceApproved'
      | 'FingerprintDeviceChanged'
      | 'FingerprintDeviceHeld'
      | 'FingerprintDeviceReapproved'
      | 'FingerprintDeviceRemoved'
      | 'DeviceCommandQueued'
      | 'DeviceCommandSent'
      | 'DeviceCommandCompleted'
      | 'DeviceCommandsResent';
  }
>;
export type EnrolmentEvent = Extract<
  FingerprintEvent,
  {
    type:
      | 'FingerprintEnrolmentStarted'
      | 'FingerprintEnrolled'
      | 'FingerprintEnrolmentDeleted'
      | 'DoorAccessRevoked'
      | 'DoorAccessRestored';
  }
>;
