import { defineRefusals } from '@gym/kernel/commands/refusal-codes';

/**
 * What the desk's door refuses besides the membership verdict (issue 46, item 4). The verdict's own refusals
 * (`check_in.expired`…) are the members area's, which judges the membership (members/check-in-verdicts.ts).
 */
export const checkInRefusals = defineRefusals('check_in', {
  not_found: 'Check-in not found',
  already_checked_out: 'Already checked out at {at}.',
  out_before_in: 'Check-out cannot be before check-in.',
  time_in_future: 'The check-in time cannot be in the future',
  time_too_old: 'The check-in time cannot be more than a day ago',
});
