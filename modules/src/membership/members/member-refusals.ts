import { defineRefusals } from '@gym/kernel/commands/refusal-codes';

/**
 * What the members area refuses (issue 46, item 4); check-ins and personal training name a missing member with
 * `member.not_found` too. The door's verdict has its own codes (check-in-verdict.ts).
 */
export const memberRefusals = defineRefusals('member', {
  not_found: 'Member not found',
  not_found_as_of: 'Member as of that instant not found',
  already_registered: 'This member is already registered.',
  first_name_required: 'First name is required (or give the name in Arabic script only).',
  last_name_required: 'Last name is required (or give the name in Arabic script only).',
  names_required: 'First name is required; Last name is required (or give the name in Arabic script only).',
  qid_format: 'A Qatar ID has 11 digits and starts with 2 or 3.',
  qid_taken:
    'The Qatar ID {qatarId} is already recorded for member {holder}, who is not archived. A Qatar ID belongs to one ' +
    'member: check the number, or archive that member first.',
  qid_taken_unnamed:
    'The Qatar ID {qatarId} is already recorded for another member, who is not archived. A Qatar ID belongs to one ' +
    'member: check the number, or archive that member first.',
  archived: 'This member is archived: restore them first.',
  plan_not_sold: 'The plan "{name}" is no longer sold.',
  had_membership: 'This member already had a membership: sell a Renewal or an Update instead.',
  start_date_window: 'The start date must be within {pastDays} days before and {futureDays} after today.',
  nothing_to_renew: 'This member has no membership to renew or change: sell a New Registration.',
  not_running: 'The membership is not running: sell a Renewal to start a new one.',
  no_membership: 'This member has no membership.',
  freeze_cancelled: 'The membership was cancelled.',
  freeze_expired: 'The membership expired on {date}.',
  already_frozen: 'The membership is already frozen until {until}.',
  freeze_in_past: 'A freeze cannot start in the past.',
  freeze_ends_before_start: 'The freeze must end on or after its first day.',
  freeze_after_expiry: 'The membership ends on {expiryDate}, before the freeze would start.',
  freeze_too_long: 'A freeze can last at most {days, plural, one {# day} other {# days}}.',
  not_frozen: 'The membership is not frozen.',
  already_cancelled: 'The membership was already cancelled on {date}.',
  already_expired: 'The membership already expired on {date}.',
  still_owes: 'This member still owes {dueQar} on invoices; record a payment instead.',
});
