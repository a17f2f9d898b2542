import type { PayrollLineView } from '@gym/modules/finance/payroll/payroll-contracts';
import { useState } from 'react';
import { ReportView } from '../../../components/report-view/report-view';
import type { ReportColumn } from '../../../components/report-view/report-table';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { formatAmount, formatMoney } from '../../../lib/i18n/current-formats';
import { useT } from '../../../lib/i18n/use-t';
import { usePayrollRun } from '../api/get-payroll-run';
import { usePayrollAction } from '../api/payroll-action';
import type { PayrollAction } from '../api/payroll-action';
import { payrollCategories, payrollColumns, payrollSeries } from '../utils/payroll-report';
import { PayslipDialog } from './payslip-dialog';
import { sifProblemsIn } from '../utils/sif-problem';

/** A run's status in its heading, where the next step is decided. */
const STATUS_TEXT = {
  draft: 'staff.payroll.status.draft',
  review: 'staff.payroll.status.review',
  approved: 'staff.payroll.status.approved',
  paid: 'staff.payroll.status.paid',
} as const;

/**
 * One run as a report: its lines (chart and table, a CSV built here since the server's only file of a run is the WPS
 * one), the next step of draft → review → approved → paid, and the WPS file once approved.
 */
export function PayrollRunPanel({ month }: { month: string }) {
  const t = useT();
  const run = usePayrollRun(month);
  const act = usePayrollAction();
  const [payslip, setPayslip] = useState<PayrollLineView | null>(null);
  const r = run.data;
  const step = async (action: PayrollAction['action'], doneId: string) => {
    try {
      await act.mutateAsync({ month, action });
      toast({ variant: 'success', title: t(doneId), description: t('staff.payroll.title', { month }) });
    } catch (error) {
      toast({ variant: 'destructive', title: t('staff.payroll.notDone'), description: errorMessage(error) });
    }
  };
  const columns: ReportColumn<PayrollLineView>[] = [
    ...payrollColumns(),
    {
      key: 'payslip',
      header: t('staff.payroll.payslip'),
      actions: true,
      cell: (l) => (
        <Button
          variant="secondary"
          onClick={() => setPayslip(l)}
          aria-label={t('staff.payroll.payslipOf', { name: l.name })}
        >
          {t('staff.payroll.payslip')}
        </Button>
      ),
    },
  ];
  return (
    <ReportView<PayrollLineView>
      title={
        r
          ? t('staff.payroll.heading', {
              month,
              status: t(STATUS_TEXT[r.status]),
              total: formatMoney(r.total),
              count: r.employees,
            })
          : t('staff.payroll.title', { month })
      }
      headerActions={
        r ? (
          <>
            {r.status === 'draft' ? (
              <Button onClick={() => void step('submit', 'staff.payroll.submitted')}>
                {t('staff.payroll.submit')}
              </Button>
            ) : null}
            {r.status === 'review' ? (
              <>
                <Button variant="secondary" onClick={() => void step('return', 'staff.payroll.returned')}>
                  {t('staff.payroll.return')}
                </Button>
                <Button onClick={() => void step('approve', 'staff.payroll.approved')}>
                  {t('staff.payroll.approve')}
                </Button>
              </>
            ) : null}
            {r.status === 'approved' ? (
              <Button variant="secondary" onClick={() => void step('paid', 'staff.payroll.recordedPaid')}>
                {t('staff.payroll.recordPaid')}
              </Button>
            ) : null}
            {(r.status === 'approved' || r.status === 'paid') && r.sifProblems.length === 0 ? (
              <a className={buttonClasses('primary')} href={`/api/payroll/runs/${month}/sif`} download>
                {t('staff.payroll.downloadWps')}
              </a>
            ) : null}
          </>
        ) : null
      }
      csv={{ label: t('staff.payroll.csv'), fileName: `payroll-${month}.csv` }}
      printLabel={t('staff.payroll.print')}
      loadingText={t('staff.payroll.loading')}
      error={run.isError ? { message: errorMessage(run.error), onRetry: () => void run.refetch() } : null}
      chart={
        r && r.lines.length > 0
          ? {
              categories: payrollCategories(r.lines),
              series: payrollSeries(),
              label: t('staff.payroll.chartLabel', { month }),
              formatValue: (value) => formatMoney(value),
              formatTick: (value) => formatAmount(value),
            }
          : undefined
      }
      table={
        r
          ? {
              caption: t('staff.payroll.title', { month }),
              columns,
              rows: r.lines,
              rowKey: (l) => l.employeeId,
              emptyText: t('staff.payroll.empty'),
            }
          : undefined
      }
    >
      {r && r.sifProblems.length > 0 ? (
        <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">{t('staff.payroll.sifProblems')}</p>
          <ul className="list-disc ps-5">
            {sifProblemsIn(t, r).map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <PayslipDialog month={month} line={payslip} onClose={() => setPayslip(null)} />
    </ReportView>
  );
}
