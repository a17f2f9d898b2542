import { z } from 'zod';
import { singleLine } from '@gym/kernel/contracts/text';

/** A reader's serial number as readers send it (`SN=`). */
export const serialNumber = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'A serial number is 1 to 40 letters, digits, - or _');

export const direction = z.enum(['in', 'out']);

/** A reader's network address as the app sees it (IPv4 or IPv6). */
export const readerAddress = z.string().regex(/^[0-9A-Za-z:.%_-]{2,64}$/, 'An IP address (IPv4 or IPv6)');

export const changeDeviceRequest = z.object({
  name: singleLine().trim().min(1, 'Give the reader a name').max(60, 'At most 60 characters'),
  direction,
});
export type ChangeDeviceRequest = z.input<typeof changeDeviceRequest>;

/**
 * Approval trusts the reader from the address it calls from; `address` is the one staff saw on the page, and the
 * approval is refused (409) when the serial has called from another one since.
 */
export const approveDeviceRequest = changeDeviceRequest.extend({ address: readerAddress.optional() });
export type ApproveDeviceRequest = z.input<typeof approveDeviceRequest>;

/** A held reader is trusted again from its approved address or from the one it was held for. */
export const reapproveDeviceRequest = z.object({ address: readerAddress });
export type ReapproveDeviceRequest = z.input<typeof reapproveDeviceRequest>;

export const enrolRequest = z.object({
  memberId: singleLine().min(1, 'Choose a member').max(100),
  serial: serialNumber,
});
export type EnrolRequest = z.input<typeof enrolRequest>;

export const deviceView = z.object({
  serial: z.string(),
  /** held: an approved reader was named from another address; nothing goes through until it is re-approved. */
  status: z.enum(['pending', 'approved', 'held']),
  name: z.string().nullable(),
  direction: direction.nullable(),
  firmware: z.string().nullable(),
  /** The address it last called from. */
  address: z.string().nullable(),
  /** The address it is trusted from (approved or held). */
  approvedAddress: z.string().nullable(),
  /** While held: the other address it was named from, and when. */
  heldAddress: z.string().nullable(),
  heldAt: z.string().nullable(),
  announcedAt: z.string(),
  approvedAt: z.string().nullable(),
  lastSeen: z.string().nullable(),
  /** Seen within the last two poll intervals (20 s), on the server's clock. */
  online: z.boolean(),
  /** The reader's clock minus the true time, from its real-time punches; null until measured. */
  clockDriftSeconds: z.number().nullable(),
  /** As the reader reports them at its polls. */
  users: z.number().nullable(),
  fingerprints: z.number().nullable(),
  records: z.number().nullable(),
  queuedCommands: z.number(),
});
export type DeviceView = z.infer<typeof deviceView>;

export const deviceCommandView = z.object({
  commandNo: z.number(),
  kind: z.enum(['add-user', 'enrol-finger', 'restore-finger', 'restore-templates', 'delete-user']),
  memberId: z.string(),
  memberName: z.string(),
  reason: z.string(),
  status: z.enum(['queued', 'sent', 'done', 'failed', 'dropped']),
  returnCode: z.number().nullable(),
  queuedAt: z.string(),
  /** When the reader last took it (null: not yet). */
  sentAt: z.string().nullable(),
  /** How many times it was handed out again unanswered. */
  resends: z.number().int(),
  doneAt: z.string().nullable(),
});
export type DeviceCommandView = z.infer<typeof deviceCommandView>;

/** An enrolment as staff see it: never the template, only that fingers were enrolled. */
export const enrolmentView = z.object({
  memberId: z.string(),
  pin: z.string(),
  memberName: z.string(),
  serial: z.string(),
  deviceName: z.string().nullable(),
  status: z.enum(['started', 'enrolled']),
  fingers: z.number(),
  revoked: z.boolean(),
  revokedReason: z.string().nullable(),
  startedAt: z.string(),
  enrolledAt: z.string().nullable(),
  /** While staff wait for a finger: until when the reader's upload is taken (15 minutes from the start). */
  openUntil: z.string().nullable(),
});
export type EnrolmentView = z.infer<typeof enrolmentView>;

export const doorRefusalView = z.object({
  id: z.string(),
  serial: z.string(),
  deviceName: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  at: z.string(),
  reason: z.string(),
  /** The refusal's English sentence. */
  message: z.string(),
  /** Its code and values, for the UI to word it (issue 46); null on refusals recorded before they were kept. */
  code: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
});
export type DoorRefusalView = z.infer<typeof doorRefusalView>;
