import { defineRefusals } from '@gym/kernel/commands/refusal-codes';

/** What the plans area refuses (issue 46, item 4). */
export const planRefusals = defineRefusals('plan', {
  exists: 'This plan already exists.',
  not_found: 'Plan not found',
  pack_credits: 'A pack gives at least 1 class credit.',
});
