import { auditValue, defineAudit } from '@gym/kernel/audit/audit-contract';
import type { LeaveEvent } from './leave-events.js';

/** Leave in the audit trail: every fact with the employee it concerns. */
export const leaveAudit = defineAudit<LeaveEvent>({
  access: {
    LeaveRequested: 'canViewStaff',
    LeaveApproved: 'canViewStaff',
    LeaveRejected: 'canViewStaff',
    LeaveCancelled: 'canViewStaff',
    CompensatoryLeaveGranted: 'canViewStaff',
    LeavePolicySet: 'canViewStaff',
  },
  describe(event) {
    if (event.type === 'LeavePolicySet') return ['set the leave rules'];
    const who = { ref: 'employee', id: event.data.employeeId } as const;
    switch (event.type) {
      case 'LeaveRequested':
        return [
          'asked for ',
          auditValue('days', event.data.days),
          ' days of ',
          auditValue('leaveType', event.data.leaveType),
          ' leave for ',
          who,
          ' from ',
          { date: event.data.from, param: 'from' },
          ' to ',
          { date: event.data.to, param: 'to' },
        ];
      case 'LeaveApproved': {
        const n = (pay: string) => event.data.days.filter((d) => d.pay === pay).length;
        return [
          'approved leave of ',
          who,
          ': ',
          auditValue('full', n('full')),
          ' days on full pay, ',
          auditValue('half', n('half')),
          ' on half pay, ',
          auditValue('unpaid', n('unpaid')),
          ' unpaid',
        ];
      }
      case 'LeaveRejected':
        return ['rejected leave of ', who, ': ', auditValue('reason', event.data.reason)];
      case 'LeaveCancelled':
        return ['withdrew leave of ', who];
      case 'CompensatoryLeaveGranted':
        return [
          'granted ',
          auditValue('days', event.data.days),
          ' days of compensatory leave to ',
          who,
          ': ',
          auditValue('reason', event.data.reason),
        ];
    }
  },
});
