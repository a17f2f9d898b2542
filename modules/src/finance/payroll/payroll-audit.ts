import { defineAudit } from '@gym/kernel/audit/audit-contract';
import type { PayrollEvent } from './payroll-events.js';

/** Payroll in the audit trail: salary figures only for readers with canEditStaff (issue 15, item 8). */
export const payrollAudit = defineAudit<PayrollEvent>({
  access: {
    PayrollRunDrafted: 'canEditStaff',
    PayrollLineAdjusted: 'canEditStaff',
    PayrollRunSubmitted: 'canEditStaff',
    PayrollRunReturned: 'canEditStaff',
    PayrollRunApproved: 'canEditStaff',
    PayrollRunPaid: 'canEditStaff',
    PayrollSettingsSet: 'canEditStaff',
  },
  describe(event) {
    switch (event.type) {
      case 'PayrollRunDrafted':
        return [
          `drafted the ${event.data.month} payroll for ${event.data.lines.length} employees, `,
          { money: event.data.lines.reduce((s, l) => s + l.net, 0) },
          ' net',
        ];
      case 'PayrollLineAdjusted': {
        const l = event.data.line;
        return [
          `set the ${event.data.month} pay of `,
          { ref: 'employee', id: l.employeeId },
          ': additions ',
          { money: l.additions },
          ', advances ',
          { money: l.advances },
          ', other deductions ',
          { money: l.otherDeductions },
          ', net ',
          { money: l.net },
          l.note ? ` (${l.note})` : '',
        ];
      }
      case 'PayrollRunSubmitted':
        return [`sent the ${event.data.month} payroll for review`];
      case 'PayrollRunReturned':
        return [`sent the ${event.data.month} payroll back to draft: ${event.data.reason}`];
      case 'PayrollRunApproved':
        return [
          `approved the ${event.data.month} payroll: ${event.data.employees} employees, `,
          { money: event.data.total },
        ];
      case 'PayrollRunPaid':
        return [`recorded the ${event.data.month} payroll as paid on `, { date: event.data.paidOn }];
      case 'PayrollSettingsSet':
        return ["set the employer's WPS details"];
    }
  },
  personalFields: { PayrollSettingsSet: ['payerQid', 'payerIban'] },
  personalAccess: 'canEditStaff',
});
