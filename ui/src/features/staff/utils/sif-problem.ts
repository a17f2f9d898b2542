import type { PayrollRunDetail } from '@gym/modules/finance/payroll/payroll-contracts';
import type { useT } from '../../../lib/i18n/use-t';

type Translate = ReturnType<typeof useT>;

/** The message of each reason the server gives for a WPS file a bank would refuse (written out for the catalogue test). */
const SIF_PROBLEM_IDS: Record<string, string> = {
  employer_eid: 'staff.payroll.sifProblem.employerEid',
  payer_id: 'staff.payroll.sifProblem.payerId',
  payer_bank: 'staff.payroll.sifProblem.payerBank',
  payer_iban: 'staff.payroll.sifProblem.payerIban',
  nobody: 'staff.payroll.sifProblem.nobody',
  qid: 'staff.payroll.sifProblem.qid',
  iban: 'staff.payroll.sifProblem.iban',
  bank: 'staff.payroll.sifProblem.bank',
  net_negative: 'staff.payroll.sifProblem.netNegative',
  net_mismatch: 'staff.payroll.sifProblem.netMismatch',
};

/**
 * The run's WPS problems in the page's language (issue 46), from their codes and values (an employee's name as it
 * is). A code this UI does not know (a newer server's), or a run without codes, shows the server's English sentence.
 */
export function sifProblemsIn(t: Translate, run: Pick<PayrollRunDetail, 'sifProblems' | 'sifProblemCodes'>): string[] {
  return run.sifProblems.map((text, index) => {
    const problem = run.sifProblemCodes?.[index];
    const id = problem ? SIF_PROBLEM_IDS[problem.code] : undefined;
    return problem && id ? t(id, problem.params) : text;
  });
}
