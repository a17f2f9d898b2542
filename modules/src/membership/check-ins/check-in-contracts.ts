import { z } from 'zod';
import { queryFlag, singleLine } from '@gym/kernel/contracts/text';
import { calendarDay, recordInstant } from '@gym/kernel/contracts/dates';

export const checkInRequest = z.object({
  memberId: singleLine().min(1, 'Choose a member').max(100),
  checkInTime: recordInstant().optional().nullable(),
  checkOutTime: z.null().optional(),
  classId: singleLine().max(100).optional().nullable(),
  /** A check-in to a class occurrence (issue 47): its attendance is recorded and `classId` is the occurrence's class. */
  occurrenceId: singleLine().min(1).max(160).optional().nullable(),
  /**
   * Check in to the class the member is booked in that starts within an hour of the check-in, if any (the readers'
   * rule; the desk's scan sends it). Left aside when `occurrenceId` names one.
   */
  bookedClass: z.boolean().optional(),
  /** Let in a member the rules refuse (expired, frozen, cancelled, outside the door hours); needs canEditMembers and is recorded. */
  override: z.boolean().optional(),
  /** Why the desk lets the member in despite the refusal, recorded with the override (issue 47, item 5). */
  overrideReason: singleLine().trim().max(300).optional(),
});
export type CheckInRequest = z.input<typeof checkInRequest>;

/** The desk's override dialog: the reason it lets the member in despite the refusal (sent as `overrideReason`). */
export const overrideReasonInput = z.object({ reason: singleLine().trim().min(1, 'Give a reason').max(300) });

export const checkInAnswer = z.object({
  id: z.string(),
  position: z.number(),
  memberId: z.string(),
  checkInTime: z.string(),
  /** True when the member was checked in less than 10 minutes ago: this is that check-in. */
  duplicate: z.boolean(),
  override: z.boolean(),
  /** The class occurrence the member was checked in to (issue 47), or null. */
  classCheckIn: z.object({ occurrenceId: z.string(), className: z.string(), startsAt: z.string() }).nullable(),
});

export const checkIn = z.object({
  id: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  memberNumber: z.number(),
  avatar: z.string().nullable(),
  classId: z.string().nullable(),
  checkInTime: z.string(),
  checkOutTime: z.string().nullable(),
  day: z.string(),
  /** A refusal the desk overrode: who, the refusal's sentence (and its code and values when recorded), the reason. */
  override: z
    .object({
      byName: z.string(),
      refusal: z.string(),
      code: z.string().nullable(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
      reason: z.string().nullable(),
    })
    .nullable(),
});
export type CheckIn = z.infer<typeof checkIn>;

export const checkInListQuery = z.object({
  date: calendarDay().optional(),
  /** The latest check-ins of any day (the dashboard's Recent Activity). */
  recent: queryFlag().optional(),
  memberId: singleLine().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(5000).default(5000),
});

/** Why a check-in was refused (409 details), so the desk can show it and offer an override. */
export const checkInRefusal = z.object({
  reason: z.enum([
    'no_membership',
    'expired',
    'frozen',
    'cancelled',
    'archived',
    'not_started',
    'suspended',
    // The door's hours (issue 47, item 5): closed, a dated closure, a prayer, the other gender's hours, the plan's windows.
    'closed',
    'closure',
    'prayer',
    'gender_hours',
    'plan_window',
  ]),
  expiryDate: z.string().nullable(),
  canOverride: z.boolean(),
  /** When a door refusal ends today (`HH:MM`, gym-local), else absent or null. */
  until: z.string().nullable().optional(),
});
