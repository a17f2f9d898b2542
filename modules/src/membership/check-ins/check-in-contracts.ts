import { z } from 'zod';
import { queryFlag, singleLine } from '@gym/kernel/contracts/text';
import { calendarDay, recordInstant } from '@gym/kernel/contracts/dates';

export const checkInRequest = z.object({
  memberId: singleLine().min(1, 'Choose a member').max(100),
  checkInTime: recordInstant().optional().nullable(),
  checkOutTime: z.null().optional(),
  classId: singleLine().max(100).optional().nullable(),
  /** Let in a member the rules refuse (expired, frozen, cancelled); needs canEditMembers and is recorded. */
  override: z.boolean().optional(),
});
export type CheckInRequest = z.input<typeof checkInRequest>;

export const checkInAnswer = z.object({
  id: z.string(),
  position: z.number(),
  memberId: z.string(),
  checkInTime: z.string(),
  /** True when the member was checked in less than 10 minutes ago: this is that check-in. */
  duplicate: z.boolean(),
  override: z.boolean(),
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
  override: z.object({ byName: z.string(), refusal: z.string() }).nullable(),
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
  reason: z.enum(['no_membership', 'expired', 'frozen', 'cancelled', 'archived', 'not_started', 'suspended']),
  expiryDate: z.string().nullable(),
  canOverride: z.boolean(),
});
