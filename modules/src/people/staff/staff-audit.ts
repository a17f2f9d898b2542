import { auditCode, auditValue, defineAudit } from '@gym/kernel/audit/audit-contract';
import type { AuditSubjectName } from '@gym/kernel/audit/audit-contract';
import type { EmployeeEvent } from './employee-events.js';

const PAY_FIELDS = [
  'qid',
  'passportNumber',
  'visaNumber',
  'iban',
  'basicSalary',
  'housingAllowance',
  'transportAllowance',
  'otherAllowance',
] as const;

/** Employee records in the audit trail: pay and identity numbers only for readers with canEditStaff. */
export const staffAudit = defineAudit<EmployeeEvent>({
  access: {
    EmployeeHired: 'canViewStaff',
    EmployeeDetailsChanged: 'canViewStaff',
    EmployeeDocumentRecorded: 'canViewStaff',
    EmployeeLeft: 'canViewStaff',
  },
  describe(event) {
    const who = { ref: 'employee', id: event.data.employeeId } as const;
    switch (event.type) {
      case 'EmployeeHired':
        return [
          'hired ',
          who,
          ' as ',
          auditValue('jobTitle', event.data.jobTitle),
          ' from ',
          { date: event.data.hireDate },
          ', basic salary ',
          { money: event.data.basicSalary },
        ];
      case 'EmployeeDetailsChanged':
        return ['changed the record of ', who, ', basic salary now ', { money: event.data.basicSalary }];
      case 'EmployeeDocumentRecorded':
        return [
          'recorded the ',
          auditCode('kind', event.data.kind),
          ' of ',
          who,
          ', expiring ',
          { date: event.data.expiryDate },
        ];
      case 'EmployeeLeft':
        return ['ended the service of ', who, ', last day ', { date: event.data.lastDay }];
    }
  },
  names: {
    EmployeeHired: (event) => [employeeName(event.data)],
    EmployeeDetailsChanged: (event) => [employeeName(event.data)],
  },
  personalFields: {
    EmployeeHired: PAY_FIELDS,
    EmployeeDetailsChanged: PAY_FIELDS,
    EmployeeDocumentRecorded: ['number'],
  },
  personalAccess: 'canEditStaff',
});

function employeeName(data: { employeeId: string; name: string }): AuditSubjectName {
  return { kind: 'employee', id: data.employeeId, name: data.name };
}
