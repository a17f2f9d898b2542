import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf } from '@gym/events/catalogue/define-event';
import { dirhams, localDate } from '@gym/events/catalogue/common-schemas';

export const employeeStream = (employeeId: string) => `employee-${employeeId}`;

export const contractType = z.enum(['full-time', 'part-time', 'fixed-term', 'probation']);
export const commissionBasis = z.enum(['sales', 'sessions']);
export const documentKind = z.enum(['qid', 'passport', 'visa', 'health-card', 'contract', 'other']);

/**
 * An employee's record as the gym keeps it (not a user account: it may be linked to one, and to a PT trainer whose
 * sales or delivered sessions earn a commission). Money in dirhams; `commissionRate` in basis points (1000 = 10 %).
 */
export const employeeDetails = z.object({
  name: z.string(),
  qid: z.string().nullable(),
  passportNumber: z.string().nullable(),
  nationality: z.string(),
  jobTitle: z.string(),
  department: z.string(),
  hireDate: localDate,
  contractType,
  basicSalary: dirhams,
  housingAllowance: dirhams,
  transportAllowance: dirhams,
  otherAllowance: dirhams,
  iban: z.string().nullable(),
  bankShortName: z.string().nullable(),
  /** WPS: the employee's visa (residence permit) number, for staff without a QID yet. */
  visaNumber: z.string().nullable(),
  userId: z.number().int().nullable(),
  trainerId: z.string().nullable(),
  commissionRate: z.number().int().min(0).max(10_000),
  /** What the commission is paid on: PT packages the trainer sold, or the PT sessions they delivered, in the month. */
  commissionBasis: commissionBasis.default('sales'),
});
export type EmployeeDetails = z.infer<typeof employeeDetails>;

export const EmployeeHired = defineEvent(
  'EmployeeHired',
  z.object({ employeeId: z.string(), ...employeeDetails.shape }),
  { description: 'A person was taken on as an employee of the gym, with their contract and pay.' },
);
export const EmployeeDetailsChanged = defineEvent(
  'EmployeeDetailsChanged',
  z.object({ employeeId: z.string(), ...employeeDetails.shape }),
  { description: "An employee's record was changed; the event carries the whole record as it now reads." },
);
export const EmployeeDocumentRecorded = defineEvent(
  'EmployeeDocumentRecorded',
  z.object({
    employeeId: z.string(),
    documentId: z.string(),
    kind: documentKind,
    number: z.string(),
    expiryDate: localDate,
  }),
  { description: "One of an employee's documents (QID, visa, health card…) was recorded with its expiry date." },
);
export const EmployeeLeft = defineEvent('EmployeeLeft', z.object({ employeeId: z.string(), lastDay: localDate }), {
  description: "An employee's service ended; their last working day.",
});

export const employeeEvents = [EmployeeHired, EmployeeDetailsChanged, EmployeeDocumentRecorded, EmployeeLeft] as const;
export type EmployeeEvent = EventOf<(typeof employeeEvents)[number]>;
