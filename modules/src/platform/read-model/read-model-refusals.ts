import { defineRefusals } from '@gym/kernel/commands/refusal-codes';

/** What marking a parked event corrected is refused with (issue 46, item 4). */
export const readModelRefusals = defineRefusals('read_model', {
  not_parked: 'The {projector} read model parked no event {eventId}',
  already_corrected: 'This parked event is already marked corrected.',
  note: 'Say what was done about it.',
});
