import { z } from 'zod';
import { multiLine, singleLine } from '@gym/kernel/contracts/text';
import { calendarDay, calendarMonth } from '@gym/kernel/contracts/dates';
import { leaveType } from './leave-events.js';
import { leavePolicy } from './leave-policy.js';
import type { LeavePolicy } from './leave-policy.js';

export { leavePolicy };
export type { LeavePolicy };
export const LEAVE_TYPE_LABELS = {
  annual: 'Annual',
  sick: 'Sick',
  unpaid: 'Unpaid',
  emergency: 'Emergency',
  maternity: 'Maternity',
  hajj: 'Hajj',
  compensatory: 'Compensatory',
} as const;

export const leaveRequestInput = z
  .object({
    employeeId: singleLine().min(1, 'Choose an employee').max(100),
    leaveType,
    from: calendarDay(),
    to: calendarDay(),
    reason: multiLine().trim().max(300).default(''),
  })
  .refine((v) => v.to >= v.from, { message: 'The leave cannot end before it starts', path: ['to'] });
export type LeaveRequestInput = z.input<typeof leaveRequestInput>;

export const leaveDecisionInput = z.object({
  employeeId: singleLine().min(1).max(100),
  decision: z.enum(['approve', 'reject', 'cancel']),
  reason: multiLine().trim().max(300).default(''),
});

export const compensatoryInput = z.object({
  employeeId: singleLine().min(1).max(100),
  days: z.number().int().min(1).max(30),
  reason: multiLine().trim().min(1, 'Say what the days are for').max(200),
});

export const leaveRequest = z.object({
  id: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  leaveType,
  from: z.string(),
  to: z.string(),
  days: z.number(),
  reason: z.string(),
  status: z.enum(['pending', 'approved', 'rejected', 'cancelled']),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  decisionReason: z.string().nullable(),
  fullDays: z.number(),
  halfDays: z.number(),
  unpaidDays: z.number(),
});
export type LeaveRequestView = z.infer<typeof leaveRequest>;

export const leaveBalance = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  hireDate: z.string(),
  asOf: z.string(),
  annual: z.object({
    perYear: z.number(),
    accrued: z.number(),
    /** Unused days brought into this service year at its start (art. 80: at most the policy's carry-over cap). */
    carriedOver: z.number(),
    /** Unused days lost at service-year boundaries beyond the cap, over the whole service. */
    forfeited: z.number(),
    taken: z.number(),
    pending: z.number(),
    available: z.number(),
    carryOverMaxPercent: z.number(),
  }),
  sick: z.object({
    serviceYear: z.number(),
    full: z.number(),
    half: z.number(),
    unpaid: z.number(),
    fullLeft: z.number(),
    halfLeft: z.number(),
  }),
  emergency: z.object({ perYear: z.number(), used: z.number(), available: z.number() }),
  compensatory: z.object({ granted: z.number(), available: z.number() }),
  unpaidDays: z.number(),
});
export type LeaveBalanceView = z.infer<typeof leaveBalance>;

export const calendarQuery = z.object({ month: calendarMonth() });

/** `GET /api/leave/calendar`: who is off in a month (pending and approved leave), with the days nobody works. */
export const leaveCalendar = z.object({
  month: z.string(),
  from: z.string(),
  to: z.string(),
  weekendDays: z.array(z.number()),
  publicHolidays: z.array(z.string()),
  leave: z.array(
    leaveRequest.pick({
      id: true,
      employeeId: true,
      employeeName: true,
      leaveType: true,
      from: true,
      to: true,
      status: true,
    }),
  ),
});
