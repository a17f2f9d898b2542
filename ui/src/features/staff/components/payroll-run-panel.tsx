import { formatMoney } from '@gym/kernel/contracts/format';
import type { PayrollLineView } from '@gym/modules/finance/payroll/payroll-contracts';
import { useState } from 'react';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { usePayrollRun } from '../api/get-payroll-run';
import { usePayrollAction } from '../api/payroll-action';
import type { PayrollAction } from '../api/payroll-action';
import { PayrollLinesTable } from './payroll-lines-table';
import { PayslipDialog } from './payslip-dialog';

const STATUS_TEXT = { draft: 'Draft', review: 'Under review', approved: 'Approved (locked)', paid: 'Paid' } as const;

/** One run: its lines, the next step of draft → review → approved → paid, and the WPS file once approved. */
export function PayrollRunPanel({ month }: { month: string }) {
  const run = usePayrollRun(month);
  const act = usePayrollAction();
  const [payslip, setPayslip] = useState<PayrollLineView | null>(null);
  if (run.isPending) return <SectionLoading text="Loading the payroll..." />;
  if (run.isError) return <SectionError message={errorMessage(run.error)} onRetry={() => void run.refetch()} />;
  const r = run.data;
  const step = async (action: PayrollAction['action'], done: string) => {
    try {
      await act.mutateAsync({ month, action });
      toast({ variant: 'success', title: done, description: `Payroll ${month}` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Not done', description: errorMessage(error) });
    }
  };
  return (
    <section aria-labelledby="run-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="run-heading" className="text-lg font-semibold text-slate-900">
          Payroll {month}: {STATUS_TEXT[r.status]}, {formatMoney(r.total)} for {r.employees} employees
        </h2>
        <div className="flex flex-wrap gap-2">
          {r.status === 'draft' ? (
            <Button onClick={() => void step('submit', 'Sent for review')}>Send for review</Button>
          ) : null}
          {r.status === 'review' ? (
            <>
              <Button variant="secondary" onClick={() => void step('return', 'Sent back to draft')}>
                Send back
              </Button>
              <Button onClick={() => void step('approve', 'Payroll approved')}>Approve payroll</Button>
            </>
          ) : null}
          {r.status === 'approved' ? (
            <Button variant="secondary" onClick={() => void step('paid', 'Recorded as paid')}>
              Record as paid
            </Button>
          ) : null}
          {(r.status === 'approved' || r.status === 'paid') && r.sifProblems.length === 0 ? (
            <a className={buttonClasses('primary')} href={`/api/payroll/runs/${month}/sif`} download>
              Download WPS file
            </a>
          ) : null}
        </div>
      </div>
      {r.sifProblems.length > 0 ? (
        <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">The WPS file would be refused until these are fixed:</p>
          <ul className="list-disc pl-5">
            {r.sifProblems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <PayrollLinesTable month={month} lines={r.lines} onPayslip={setPayslip} />
      <PayslipDialog month={month} line={payslip} onClose={() => setPayslip(null)} />
    </section>
  );
}
