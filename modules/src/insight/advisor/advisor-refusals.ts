import { defineRefusals } from '@gym/kernel/commands/refusal-codes';

/** What saving and sending a fitness plan is refused with (issue 46, item 4). */
export const advisorRefusals = defineRefusals('advisor', {
  plan_not_found: 'Plan not found',
  plan_saved: 'This plan is already saved.',
  member_archived: 'This member is archived; restore them before saving a plan.',
  other_member: 'This plan was made for another member.',
});
