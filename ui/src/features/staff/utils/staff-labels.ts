import type { PayrollRun } from '@gym/modules/finance/payroll/payroll-contracts';
import type { LEAVE_TYPE_LABELS, LeaveRequestView } from '@gym/modules/people/leave/leave-contracts';

/**
 * The ids of the staff screens' names for the contracts' values in the staff catalogue. The contracts' labels stay
 * the English words of the server's answers; the screens show these.
 */
export const LEAVE_TYPE_LABEL_IDS: Record<keyof typeof LEAVE_TYPE_LABELS, string> = {
  annual: 'staff.leaveType.annual',
  sick: 'staff.leaveType.sick',
  unpaid: 'staff.leaveType.unpaid',
  emergency: 'staff.leaveType.emergency',
  maternity: 'staff.leaveType.maternity',
  hajj: 'staff.leaveType.hajj',
  compensatory: 'staff.leaveType.compensatory',
};

/** The days of the week, Sunday (0) first as Date.getUTCDay counts them: full names, and the calendar's short ones. */
export const WEEKDAY_IDS = [
  'staff.weekday.sunday',
  'staff.weekday.monday',
  'staff.weekday.tuesday',
  'staff.weekday.wednesday',
  'staff.weekday.thursday',
  'staff.weekday.friday',
  'staff.weekday.saturday',
] as const;

export const WEEKDAY_SHORT_IDS = [
  'staff.weekday.short.sunday',
  'staff.weekday.short.monday',
  'staff.weekday.short.tuesday',
  'staff.weekday.short.wednesday',
  'staff.weekday.short.thursday',
  'staff.weekday.short.friday',
  'staff.weekday.short.saturday',
] as const;

/** An employee document's kind, as the employee list names it ("other" is just a document there). */
export const DOCUMENT_KIND_IDS: Record<string, string> = {
  qid: 'staff.document.qid',
  passport: 'staff.document.passport',
  visa: 'staff.document.visa',
  'health-card': 'staff.document.healthCard',
  contract: 'staff.document.contract',
  other: 'staff.document.other',
};

/** A leave request's status, lower-case as the table shows it (its cell capitalises it in English). */
export const REQUEST_STATUS_IDS: Record<LeaveRequestView['status'], string> = {
  pending: 'staff.requestStatus.pending',
  approved: 'staff.requestStatus.approved',
  rejected: 'staff.requestStatus.rejected',
  cancelled: 'staff.requestStatus.cancelled',
};

/** A payroll run's status in the list of runs, lower-case as it shows it (its cell capitalises it in English). */
export const RUN_STATUS_IDS: Record<PayrollRun['status'], string> = {
  draft: 'staff.runStatus.draft',
  review: 'staff.runStatus.review',
  approved: 'staff.runStatus.approved',
  paid: 'staff.runStatus.paid',
};
