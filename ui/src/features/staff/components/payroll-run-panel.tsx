import { formatAmount, formatMoney } from '@gym/kernel/contracts/format';
import type { PayrollLineView } from '@gym/modules/finance/payroll/payroll-contracts';
import { useState } from 'react';
import { ReportView } from '../../../components/report-view/report-view';
import type { ReportColumn } from '../../../components/report-view/report-table';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { usePayrollRun } from '../api/get-payroll-run';
import { usePayrollAction } from '../api/payroll-action';
import type { PayrollAction } from '../api/payroll-action';
import { PAYROLL_COLUMNS, PAYROLL_SERIES, payrollCategories } from '../utils/payroll-report';
import { PayslipDialog } from './payslip-dialog';

const STATUS_TEXT = { draft: 'Draft', review: 'Under review', approved: 'Approved (locked)', paid: 'Paid' } as const;

/**
 * One run as a report: its lines (chart and table, a CSV built here since the server's only file of a run is the WPS
 * one), the next step of draft → review → approved → paid, and the WPS file once approved.
 */
export function PayrollRunPanel({ month }: { month: string }) {
  const run = usePayrollRun(month);
  const act = usePayrollAction();
  const [payslip, setPayslip] = useState<PayrollLineView | null>(null);
  const r = run.data;
  const step = async (action: PayrollAction['action'], done: string) => {
    try {
      await act.mutateAsync({ month, action });
      toast({ variant: 'success', title: done, description: `Payroll ${month}` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Not done', description: errorMessage(error) });
    }
  };
  const columns: ReportColumn<PayrollLineView>[] = [
    ...PAYROLL_COLUMNS,
    {
      key: 'payslip',
      header: 'Payslip',
      actions: true,
      cell: (l) => (
        <Button variant="secondary" onClick={() => setPayslip(l)} aria-label={`Payslip of ${l.name}`}>
          Payslip
        </Button>
      ),
    },
  ];
  return (
    <ReportView<PayrollLineView>
      title={
        r
          ? `Payroll ${month}: ${STATUS_TEXT[r.status]}, ${formatMoney(r.total)} for ${r.employees} employees`
          : `Payroll ${month}`
      }
      headerActions={
        r ? (
          <>
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
          </>
        ) : null
      }
      csv={{ label: 'Payroll CSV', fileName: `payroll-${month}.csv` }}
      printLabel="Print payroll"
      loadingText="Loading the payroll..."
      error={run.isError ? { message: errorMessage(run.error), onRetry: () => void run.refetch() } : null}
      chart={
        r && r.lines.length > 0
          ? {
              categories: payrollCategories(r.lines),
              series: PAYROLL_SERIES,
              label: `Gross, deductions and net salary of each employee, payroll ${month}. The table below gives the figures.`,
              formatValue: (value) => formatMoney(value),
              formatTick: (value) => formatAmount(value),
            }
          : undefined
      }
      table={
        r
          ? {
              caption: `Payroll ${month}`,
              columns,
              rows: r.lines,
              rowKey: (l) => l.employeeId,
              emptyText: 'No employees in this payroll.',
            }
          : undefined
      }
    >
      {r && r.sifProblems.length > 0 ? (
        <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">The WPS file would be refused until these are fixed:</p>
          <ul className="list-disc ps-5">
            {r.sifProblems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <PayslipDialog month={month} line={payslip} onClose={() => setPayslip(null)} />
    </ReportView>
  );
}
