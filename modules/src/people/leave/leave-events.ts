import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf } from '@gym/events/catalogue/define-event';
import { localDate } from '@gym/events/catalogue/common-schemas';
import { LEAVE_TYPES } from './leave-days.js';
import { leavePolicy } from './leave-policy.js';

/** One stream per employee holds their requests, decisions and credits: overlap and balance are decided on it. */
export const leaveStream = (employeeId: string) => `leave-${employeeId}`;
export const LEAVE_POLICY_STREAM = 'leave-policy';

export const leaveType = z.enum(LEAVE_TYPES);
export const dayPay = z.enum(['full', 'half', 'unpaid']);
export type DayPay = z.infer<typeof dayPay>;

export const LeaveRequested = defineEvent(
  'LeaveRequested',
  z.object({
    requestId: z.string(),
    employeeId: z.string(),
    leaveType,
    from: localDate,
    to: localDate,
    /** Days it uses: working days (annual, emergency, compensatory) or calendar days (the others). */
    days: z.number().int().positive(),
    reason: z.string(),
  }),
  { description: 'Leave was asked for an employee, for these dates; it waits for a decision.' },
);
export const LeaveApproved = defineEvent(
  'LeaveApproved',
  z.object({
    requestId: z.string(),
    employeeId: z.string(),
    /** Each day the leave uses and how it is paid (sick leave moves through full, half and unpaid pay by itself). */
    days: z.array(z.object({ day: localDate, pay: dayPay })),
  }),
  { description: 'A leave request was approved; each of its days with the pay it carries.' },
);
export const LeaveRejected = defineEvent(
  'LeaveRejected',
  z.object({ requestId: z.string(), employeeId: z.string(), reason: z.string() }),
  { description: 'A leave request was rejected, with the reason given.' },
);
export const LeaveCancelled = defineEvent(
  'LeaveCancelled',
  z.object({ requestId: z.string(), employeeId: z.string() }),
  { description: 'A leave request was withdrawn before it started; its days are free again.' },
);
export const CompensatoryLeaveGranted = defineEvent(
  'CompensatoryLeaveGranted',
  z.object({ creditId: z.string(), employeeId: z.string(), days: z.number().int().positive(), reason: z.string() }),
  { description: 'Days of compensatory leave were granted to an employee (e.g. for working a rest day or holiday).' },
);
export const LeavePolicySet = defineEvent('LeavePolicySet', leavePolicy, {
  description: "The gym's leave rules were set (weekend, public holidays, entitlements); new decisions use them.",
});

export const leaveEvents = [
  LeaveRequested,
  LeaveApproved,
  LeaveRejected,
  LeaveCancelled,
  CompensatoryLeaveGranted,
  LeavePolicySet,
] as const;
export type LeaveEvent = EventOf<(typeof leaveEvents)[number]>;
