import { auditFlag, auditValue, defineAudit } from '@gym/kernel/audit/audit-contract';
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
          'drafted the ',
          auditValue('month', event.data.month),
          ' payroll for ',
          auditValue('employees', event.data.lines.length),
          ' employees, ',
          { money: event.data.lines.reduce((s, l) => s + l.net, 0) },
          ' net',
        ];
      case 'PayrollLineAdjusted': {
        const l = event.data.line;
        return [
          'set the ',
          auditValue('month', event.data.month),
          ' pay of ',
          { ref: 'employee', id: l.employeeId },
          ': additions ',
          { money: l.additions, param: 'additions' },
          ', advances ',
          { money: l.advances, param: 'advances' },
          ', other deductions ',
          { money: l.otherDeductions, param: 'deductions' },
          ', net ',
          { money: l.net, param: 'net' },
          auditFlag('noted', Boolean(l.note), ' ('),
          ...(l.note ? [auditValue('note', l.note), ')'] : []),
        ];
      }
      case 'PayrollRunSubmitted':
        return ['sent the ', auditValue('month', event.data.month), ' payroll for review'];
      case 'PayrollRunReturned':
        return [
          'sent the ',
          auditValue('month', event.data.month),
          ' payroll back to draft: ',
          auditValue('reason', event.data.reason),
        ];
      case 'PayrollRunApproved':
        return [
          'approved the ',
          auditValue('month', event.data.month),
          ' payroll: ',
          auditValue('employees', event.data.employees),
          ' employees, ',
          { money: event.data.total },
        ];
      case 'PayrollRunPaid':
        return [
          'recorded the ',
          auditValue('month', event.data.month),
          ' payroll as paid on ',
          { date: event.data.paidOn },
        ];
      case 'PayrollSettingsSet':
        return ["set the employer's WPS details"];
    }
  },
  personalFields: { PayrollSettingsSet: ['payerQid', 'payerIban'] },
  personalAccess: 'canEditStaff',
});
