import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf } from '@gym/events/catalogue/define-event';
import { instant, localDate } from '@gym/events/catalogue/common-schemas';

/**
 * A member's check-ins of one day (in the gym's time zone) form one small stream: the duplicate rule (a second
 * check-in within 10 minutes answers with the first) is decided on it, and it never grows beyond a day.
 */
export const checkInDayStream = (memberId: string, day: string) => `check-ins-${memberId}-${day}`;

export const MemberCheckedIn = defineEvent(
  'MemberCheckedIn',
  z.object({
    checkInId: z.string(),
    memberId: z.string(),
    at: instant,
    /** The gym-local day of `at`, decided once so a later time zone change does not move it. */
    day: localDate,
    classId: z.string().nullable(),
    /**
     * Set when a user with canEditMembers let in a member the rules refused: the refusal's English sentence, and
     * (issue 46/47, absent from older check-ins) its code and values, so it is worded again in the page's language,
     * and the reason the desk typed.
     */
    override: z
      .object({
        byUserId: z.number().nullable(),
        byName: z.string(),
        refusal: z.string(),
        code: z.string().optional(),
        params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
        reason: z.string().optional(),
      })
      .nullable(),
  }),
  { description: 'A member checked in at the desk (an override of a refusal is recorded).' },
);
export const MemberCheckedOut = defineEvent(
  'MemberCheckedOut',
  z.object({ checkInId: z.string(), memberId: z.string(), at: instant }),
  { description: 'A member checked out.' },
);

export const checkInEvents = [MemberCheckedIn, MemberCheckedOut] as const;
export type CheckInEvent = EventOf<(typeof checkInEvents)[number]>;
