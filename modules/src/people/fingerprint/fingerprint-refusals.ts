import { defineRefusals } from '@gym/kernel/commands/refusal-codes';

const RENEW = ' Renew the membership before enrolling a fingerprint.';

/**
 * What the readers and enrolments refuse staff and integrators (issue 46, item 4). The reader's own protocol
 * (iclock routes) answers the reader in plain text and keeps its words. An enrolment the membership bars is one code
 * per reason the door would refuse the member for, with the dates and the marked status (`status`: suspended,
 * inactive, cancelled) as values.
 */
export const fingerprintRefusals = defineRefusals('fingerprint', {
  name_missing: 'Give the reader a name (e.g. "Main entrance").',
  name_long: 'A reader name has at most 60 characters.',
  too_many_waiting: '{max} readers are waiting for approval: approve or remove them before another one is recorded.',
  reader_unknown: 'No reader with this serial number has called the app.',
  reader_not_found: 'Reader not found',
  held_approve: 'This reader is held: re-approve it at the address it should call from.',
  already_approved: 'This reader is already approved.',
  address_unknown: 'The address this reader calls from is not known yet: wait for its next call.',
  address_changed:
    "This reader now calls from {address}, not {expected}: check that it is the gym's reader before approving it.",
  not_held: 'This reader is not held: there is nothing to re-approve.',
  reapprove_at: 'Re-approve the reader at {address}, the addresses it called from.',
  reapprove_at_either: 'Re-approve the reader at {address} or {other}, the addresses it called from.',
  approve_first: 'Approve the reader first.',
  queue_approved_only: 'Commands can only be queued for an approved reader.',
  held_resend: 'The reader is held: re-approve it first.',
  nothing_to_resend: 'No command the reader took is waiting for its answer.',
  held_enrol: 'This reader is held: re-approve it before enrolling on it.',
  approve_before_enrol: 'Approve the reader before enrolling on it.',
  enrolment_not_started: 'No enrolment was started for this user id.',
  enrolment_closed: 'No enrolment of this member is open on this reader: start one at the desk.',
  no_enrolment: 'This member has no fingerprint enrolment.',
  enrol_archived: `This member is archived.${RENEW}`,
  enrol_no_membership: `This member has no membership yet.${RENEW}`,
  enrol_cancelled: `The membership was cancelled on {date}.${RENEW}`,
  enrol_suspended: `The member is marked {status}.${RENEW}`,
  enrol_frozen: `The membership is frozen until {until} (expires {expiryDate}).${RENEW}`,
  enrol_expired: `The membership expired on {date}.${RENEW}`,
  enrol_not_started: `The membership starts on {date}.${RENEW}`,
});

/** Why the membership bars an enrolment: the door's refusal reason with the values its sentence names. */
export type EnrolmentBar =
  | { readonly reason: 'archived' | 'no_membership' }
  | { readonly reason: 'cancelled' | 'expired' | 'not_started'; readonly date: string }
  | { readonly reason: 'suspended'; readonly status: string }
  | { readonly reason: 'frozen'; readonly until: string; readonly expiryDate: string };

/** The refusal of an enrolment the membership bars. */
export function enrolmentBarred(bar: EnrolmentBar) {
  switch (bar.reason) {
    case 'archived':
      return fingerprintRefusals.refuse('enrol_archived');
    case 'no_membership':
      return fingerprintRefusals.refuse('enrol_no_membership');
    case 'cancelled':
      return fingerprintRefusals.refuse('enrol_cancelled', { date: bar.date });
    case 'expired':
      return fingerprintRefusals.refuse('enrol_expired', { date: bar.date });
    case 'not_started':
      return fingerprintRefusals.refuse('enrol_not_started', { date: bar.date });
    case 'suspended':
      return fingerprintRefusals.refuse('enrol_suspended', { status: bar.status });
    case 'frozen':
      return fingerprintRefusals.refuse('enrol_frozen', { until: bar.until, expiryDate: bar.expiryDate });
  }
}
