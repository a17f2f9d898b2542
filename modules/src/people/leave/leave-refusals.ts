import { defineRefusals } from '@gym/kernel/commands/refusal-codes';

/**
 * What leave requests and decisions are refused with (issue 46, item 4). `status` is a request's status and
 * `leaveType` a leave type (LEAVE_TYPES), both as their words, chosen between in a translation.
 */
export const leaveRefusals = defineRefusals('leave', {
  end_before_start: 'The leave cannot end before it starts.',
  before_hire: 'The leave cannot start before the hire date ({hireDate}).',
  after_last_day: "The employee's last day is {lastDay}.",
  overlap: 'These dates overlap {status} {leaveType} leave from {from} to {to}.',
  no_working_days: 'These dates are all weekend days or public holidays: no leave is needed.',
  annual_service: 'Annual leave can be taken after {months} months of service. Ask for unpaid leave instead.',
  annual_balance: 'Only {available} days of annual leave are available, not {days}. Ask for unpaid leave instead.',
  emergency_balance: 'Only {left} days of emergency leave are left this year. Ask for unpaid leave instead.',
  compensatory_balance: 'Only {available} days of compensatory leave are available. Ask for unpaid leave instead.',
  maternity_service: 'Maternity leave on full pay needs {months} months of service. Ask for unpaid leave instead.',
  maternity_max: 'Maternity leave is at most {days} days.',
  hajj_once: 'Hajj leave is granted once during service.',
  hajj_max: 'Hajj leave is at most {days} days.',
  sick_max: 'Sick leave is at most {days} days in a year of service. Ask for unpaid leave instead.',
  grant_days: 'Grant between 1 and 30 days.',
  exists: 'This request already exists.',
  not_found: 'Leave request not found',
  closed: 'This request was {status}.',
  cannot_reject: 'This request was {status}; it cannot be rejected.',
  rejection_reason: 'Give a reason for the rejection.',
  started: 'Leave that has started cannot be withdrawn.',
  own_only: 'You can ask for leave only for yourself.',
  decision_needs_edit: 'Approving and rejecting leave needs canEditStaff.',
});
