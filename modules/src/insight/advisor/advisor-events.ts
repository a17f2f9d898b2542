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

export const advisorEvents = [FitnessPlanSaved] as const;
export type AdvisorEvent = EventOf<(typeof advisorEvents)[number]>;
