import { defineRefusals } from '@gym/kernel/commands/refusal-codes';

/** What the staff records refuse (issue 46, item 4); leave and payroll name a missing employee with `not_found`. */
export const staffRefusals = defineRefusals('staff', {
  identity: 'Enter a QID or a passport number.',
  qid: 'A QID is 11 digits.',
  iban: 'That is not a valid Qatari IBAN (QA, 2 check digits, 4-letter bank code, 21 characters).',
  bank_short_name: 'Enter the bank short name of the IBAN (e.g. QNB).',
  negative_pay: 'Salary and allowances cannot be negative.',
  commission_trainer: 'A commission needs the employee linked to a PT trainer.',
  exists: 'This employee already exists.',
  not_found: 'Employee not found',
  document_number: 'Enter the document number.',
  already_left: 'This employee already left on {lastDay}.',
  last_day_before_hire: 'The last day cannot be before the hire date.',
});
