import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf } from '@gym/events/catalogue/define-event';
import { fitnessPlan } from './advisor-contracts.js';

export const fitnessPlanStream = (planId: string) => `fitness-plan-${planId}`;

/** A plan the advisor made, kept on the member's record (who saved it and when is in the metadata). */
export const FitnessPlanSaved = defineEvent(
  'FitnessPlanSaved',
  z.object({ planId: z.string(), memberId: z.string(), memberName: z.string(), plan: fitnessPlan }),
  { description: 'A fitness plan from the advisor was saved to a member.' },
);

/** A saved plan was handed to the marketing outbox for one channel (the message's own events follow its delivery). */
export const FitnessPlanSent = defineEvent(
  'FitnessPlanSent',
  z.object({
    planId: z.string(),
    memberId: z.string(),
    memberName: z.string(),
    channel: z.enum(['email', 'sms', 'whatsapp']),
    messageId: z.string(),
  }),
  { description: 'A saved fitness plan was sent to its member by e-mail, SMS or WhatsApp (queued in the outbox).' },
);

export const advisorEvents = [FitnessPlanSaved, FitnessPlanSent] as const;
export type AdvisorEvent = EventOf<(typeof advisorEvents)[number]>;
