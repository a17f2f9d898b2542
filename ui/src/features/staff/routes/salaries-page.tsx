import { formatMoney } from '@gym/kernel/contracts/format';
import type { PayrollLineView } from '@gym/modules/finance/payroll/payroll-contracts';
import { useId, useState } from 'react';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button } from '../../../components/ui/button';
import { ColumnHeaders } from '../../../components/ui/column-headers';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast/toast-store';
import { useGymToday } from '../../../hooks/use-gym-today';
import { useCan } from '../../../hooks/use-session-user';
import { errorMessage } from '../../../lib/api-client';
import { useDraftPayroll } from '../api/draft-payroll';
import { useGratuity } from '../api/get-gratuity';
import { usePayrollRuns } from '../api/get-payroll-runs';
import { usePayslips } from '../api/get-payslips';
import { PayrollRunPanel } from '../components/payroll-run-panel';
import { PayslipDialog } from '../components/payslip-dialog';

/**
 * /staff-salaries (canViewStaff): your own payslips; with canEditStaff the monthly payroll runs, their WPS files and
 * the gratuity estimates (salary figures only with canEditStaff; the server enforces it).
 */
export function Component() {
  const canEdit = useCan('canEditStaff');
  const today = useGymToday();
  const runs = usePayrollRuns(canEdit);
  const gratuity = useGratuity(canEdit);
  const payslips = usePayslips();
  const draft = useDraftPayroll();
  const [month, setMonth] = useState(today.slice(0, 7));
  const [open, setOpen] = useState<string | null>(null);
  const [slip, setSlip] = useState<(PayrollLineView & { month: string }) | null>(null);
  const monthId = useId();

  const startDraft = async () => {
    try {
      await draft.mutateAsync({ month });
      toast({ variant: 'success', title: 'Payroll drafted', description: month });
      setOpen(month);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Not drafted', description: errorMessage(error) });
    }
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-8">
      <PageHeader title="Staff Salaries" />
      {canEdit ? (
        <section aria-labelledby="runs-heading" className="grid gap-3">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <h2 id="runs-heading" className="text-lg font-semibold text-slate-900">
              Payroll runs
            </h2>
            <div className="flex items-end gap-2">
              <div className="grid gap-1">
                <label htmlFor={monthId} className="text-sm font-medium text-slate-800">
                  Salary month
                </label>
                <input
                  id={monthId}
                  type="month"
                  value={month}
                  onChange={(e) => setMonth(e.target.value)}
                  className="rounded-md border border-slate-300 px-3 py-2 text-sm"
                />
              </div>
              <Button onClick={() => void startDraft()} busy={draft.isPending} disabled={!/^\d{4}-\d{2}$/.test(month)}>
                Draft payroll
              </Button>
            </div>
          </div>
          {runs.isPending ? (
            <SectionLoading text="Loading payroll runs..." />
          ) : runs.isError ? (
            <SectionError message={errorMessage(runs.error)} onRetry={() => void runs.refetch()} />
          ) : runs.data.length === 0 ? (
            <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-center text-sm text-slate-700">
              No payroll yet.
            </p>
          ) : (
            <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
              <table className="min-w-full divide-y divide-slate-200 text-sm">
                <caption className="sr-only">Payroll runs</caption>
                <thead className="bg-slate-50 text-left text-slate-800">
                  <ColumnHeaders
                    cell="px-3 py-2"
                    columns={[
                      { label: 'Month' },
                      { label: 'Status' },
                      { label: 'Employees', numeric: true },
                      { label: 'Total net', numeric: true },
                      { label: 'Approved by' },
                      { label: 'Open', srOnly: true },
                    ]}
                  />
                </thead>
                <tbody className="divide-y divide-slate-200 text-slate-800">
                  {runs.data.map((r) => (
                    <tr key={r.month}>
                      <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                        {r.month}
                      </th>
                      <td className="px-3 py-2 capitalize">{r.status}</td>
                      <td className="px-3 py-2 text-right">{r.employees}</td>
                      <td className="px-3 py-2 text-right">{formatMoney(r.total)}</td>
                      <td className="px-3 py-2">{r.approvedBy ?? '—'}</td>
                      <td className="px-3 py-2 text-right">
                        <Button
                          variant="secondary"
                          onClick={() => setOpen(r.month)}
                          aria-label={`Open payroll ${r.month}`}
                        >
                          Open
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {open ? <PayrollRunPanel month={open} /> : null}
        </section>
      ) : null}

      <section aria-labelledby="payslips-heading">
        <h2 id="payslips-heading" className="mb-3 text-lg font-semibold text-slate-900">
          My payslips
        </h2>
        {payslips.isPending ? (
          <SectionLoading text="Loading payslips..." />
        ) : payslips.isError ? (
          <SectionError message={errorMessage(payslips.error)} onRetry={() => void payslips.refetch()} />
        ) : payslips.data.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-center text-sm text-slate-700">
            No payslips yet.
          </p>
        ) : (
          <ul className="grid gap-2">
            {payslips.data.map((p) => (
              <li
                key={p.month}
                className="flex items-center justify-between rounded-lg border border-slate-200 bg-white px-4 py-2 text-sm"
              >
                <span>
                  {p.month}: {formatMoney(p.net)} net
                </span>
                <Button variant="secondary" onClick={() => setSlip(p)} aria-label={`Payslip ${p.month}`}>
                  View payslip
                </Button>
              </li>
            ))}
          </ul>
        )}
        <PayslipDialog month={slip?.month ?? ''} line={slip} onClose={() => setSlip(null)} />
      </section>

      {canEdit ? (
        <section aria-labelledby="gratuity-heading">
          <h2 id="gratuity-heading" className="mb-3 text-lg font-semibold text-slate-900">
            End-of-service gratuity today
          </h2>
          {gratuity.isPending ? (
            <SectionLoading text="Loading gratuity..." />
          ) : gratuity.isError ? (
            <SectionError message={errorMessage(gratuity.error)} onRetry={() => void gratuity.refetch()} />
          ) : (
            <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
              <table className="min-w-full divide-y divide-slate-200 text-sm">
                <caption className="sr-only">Gratuity estimates</caption>
                <thead className="bg-slate-50 text-left text-slate-800">
                  <ColumnHeaders
                    cell="px-3 py-2"
                    columns={[
                      { label: 'Employee' },
                      { label: 'Hired' },
                      { label: 'Years', numeric: true },
                      { label: 'Basic', numeric: true },
                      { label: 'Gratuity', numeric: true },
                    ]}
                  />
                </thead>
                <tbody className="divide-y divide-slate-200 text-slate-800">
                  {gratuity.data.map((g) => (
                    <tr key={g.employeeId}>
                      <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                        {g.name}
                      </th>
                      <td className="px-3 py-2">{g.hireDate}</td>
                      <td className="px-3 py-2 text-right">{g.serviceYears}</td>
                      <td className="px-3 py-2 text-right">{formatMoney(g.basic)}</td>
                      <td className="px-3 py-2 text-right">
                        {g.eligible ? formatMoney(g.amount) : 'Not yet (under a year)'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ) : null}
    </div>
  );
}
