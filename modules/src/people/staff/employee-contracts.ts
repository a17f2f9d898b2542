import { z } from 'zod';
import { singleLine } from '@gym/kernel/contracts/text';
import { calendarDay } from '@gym/kernel/contracts/dates';
import { qar } from '@gym/kernel/contracts/money';
import { commissionBasis, contractType, documentKind } from './employee-events.js';

const optionalText = (max: number) =>
  singleLine()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

/** The employee form (canEditStaff). Money in QAR; the commission in percent of PT sales or sessions delivered. */
export const employeeInput = z.object({
  name: singleLine().trim().min(1, 'Name is required').max(100),
  qid: optionalText(11).refine((v) => v === null || /^\d{11}$/.test(v), 'A QID is 11 digits'),
  passportNumber: optionalText(20),
  nationality: singleLine().trim().min(1, 'Nationality is required').max(60),
  jobTitle: singleLine().trim().min(1, 'Job title is required').max(80),
  department: singleLine().trim().max(80).default(''),
  hireDate: calendarDay(),
  contractType: contractType.default('full-time'),
  basicSalary: qar,
  housingAllowance: qar.default(0),
  transportAllowance: qar.default(0),
  otherAllowance: qar.default(0),
  iban: optionalText(40),
  bankShortName: optionalText(4),
  visaNumber: optionalText(20),
  userId: z
    .number()
    .int()
    .positive()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  trainerId: optionalText(100),
  commissionPercent: z.number().min(0).max(100).default(0),
  commissionBasis: commissionBasis.default('sales'),
});
export type EmployeeInput = z.input<typeof employeeInput>;

export const documentInput = z.object({
  kind: documentKind,
  number: singleLine().trim().min(1, 'Enter the document number').max(40),
  expiryDate: calendarDay(),
});
export type DocumentInput = z.input<typeof documentInput>;

export const endServiceInput = z.object({ lastDay: calendarDay() });

export const employeeDocument = z.object({
  kind: documentKind,
  number: z.string(),
  expiryDate: z.string(),
  /** Expired, or expiring within the warning window (30 days). */
  warning: z.enum(['expired', 'expiring']).nullable(),
});

/** An employee as a reader with canEditStaff sees them; salary fields are absent for anyone else. */
export const employee = z.object({
  id: z.string(),
  name: z.string(),
  jobTitle: z.string(),
  department: z.string(),
  hireDate: z.string(),
  lastDay: z.string().nullable(),
  active: z.boolean(),
  nationality: z.string().optional(),
  qid: z.string().nullable().optional(),
  passportNumber: z.string().nullable().optional(),
  contractType: z.string().optional(),
  basicSalary: z.number().optional(),
  housingAllowance: z.number().optional(),
  transportAllowance: z.number().optional(),
  otherAllowance: z.number().optional(),
  iban: z.string().nullable().optional(),
  bankShortName: z.string().nullable().optional(),
  visaNumber: z.string().nullable().optional(),
  userId: z.number().nullable().optional(),
  trainerId: z.string().nullable().optional(),
  commissionPercent: z.number().optional(),
  commissionBasis: commissionBasis.optional(),
  documents: z.array(employeeDocument).optional(),
});
export type Employee = z.infer<typeof employee>;

export const expiringDocument = employeeDocument.extend({ employeeId: z.string(), employeeName: z.string() });
export type ExpiringDocument = z.infer<typeof expiringDocument>;
