import { defineRefusals } from '@gym/kernel/commands/refusal-codes';
import type { SifProblem } from './wps-sif.js';

/**
 * What payroll runs, their WPS file and the employer's WPS details refuse (issue 46, item 4). A run's status is sent
 * as its word (`review`, `approved`, `paid`) and named in each language by `select`. A refused WPS file's sentence
 * counts its problems (`wpsRefusal`); the problems themselves are in the details, in English (`problems`, the run's
 * `sifProblems`) and by code and values (`problemCodes`, the run's `sifProblemCodes`) for a screen to word each.
 */
export const payrollRefusals = defineRefusals('payroll', {
  not_found: 'There is no payroll for {month}.',
  locked: 'The {month} payroll is {status, select, review {under review} other {{status}}}; it is locked.',
  nobody: 'Nobody was in service in {month}.',
  negative_pay: "{name}'s deductions are more than the pay.",
  draft_only: 'Only a draft payroll can be changed; corrections go in the next month.',
  employee_missing: 'That employee is not in this payroll.',
  amounts_negative: 'Amounts cannot be negative.',
  overtime_hours: 'Overtime hours are counted in quarter hours and cannot be negative.',
  deductions_over_pay: "The deductions would be more than {name}'s pay.",
  already: 'The payroll is already {status}.',
  return_not_review: 'Only a payroll under review can be sent back.',
  approve_not_review: 'Send the draft for review before approving it.',
  pay_not_approved: 'Only an approved payroll can be paid.',
  wps_not_approved: 'The WPS file is made from an approved payroll.',
  wps_refused:
    'The WPS file would be refused until {count, plural, one {its problem is} other {its # problems are}} corrected; ' +
    'the payroll run lists them.',
  payer_iban: 'The payer IBAN is not a valid Qatari IBAN.',
  payer_id: 'Give the payer establishment ID or the payer QID.',
});

/**
 * The refusal of a WPS file a bank would refuse. Its sentence names only how many problems there are, a value every
 * language words (the joined English sentences made the Arabic message half English); each problem, in English and
 * by code, is in the details, as the run's page lists them worded in the page's language.
 */
export function wpsRefusal(problems: readonly SifProblem[]) {
  return payrollRefusals.refuse(
    'wps_refused',
    { count: problems.length },
    {
      problems: problems.map((problem) => problem.text),
      problemCodes: problems.map(({ code, params }) => ({ code, params })),
    },
  );
}
