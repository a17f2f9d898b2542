import { defineTopic } from '@gym/kernel/realtime/realtime-contract';

/** Payroll runs and payslips (answers cut to one's own payslips without canEditStaff). */
export const PAYROLL_TOPIC = defineTopic('payroll', 'canViewStaff');
