import { formatMoney } from '@gym/kernel/contracts/format';
import type { PayrollLineView } from '@gym/modules/finance/payroll/payroll-contracts';
import { useId, useState } from 'react';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { QueryContent } from '../../../components/feedback/query-content';
import { Button } from '../../../components/ui/button';
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
import { WpsSettingsDialog } from '../components/wps-settings-dialog';

type PayrollRun = NonNullable<ReturnType<typeof usePayrollRuns>['data']>[number];
type GratuityEstimate = NonNullable<ReturnType<typeof useGratuity>['data']>[number];

const RUN_COLUMNS: DataTableColumn<PayrollRun>[] = [
  { id: 'month', header: 'Month', rowHeader: true, cell: (r) => r.month },
  { id: 'status', header: 'Status', className: 'capitalize', cell: (r) => r.status },
  { id: 'employees', header: 'Employees', kind: 'number', cell: (r) => r.employees },
  { id: 'total', header: 'Total net', kind: 'money', cell: (r) => formatMoney(r.total) },
  { id: 'approvedBy', header: 'Approved by', cell: (r) => r.approvedBy ?? '—' },
];

const GRATUITY_COLUMNS: DataTableColumn<GratuityEstimate>[] = [
  { id: 'employee', header: 'Employee', rowHeader: true, cell: (g) => g.name },
  { id: 'hired', header: 'Hired', kind: 'date', cell: (g) => g.hireDate },
  { id: 'years', header: 'Years', kind: 'number', cell: (g) => g.serviceYears },
  { id: 'basic', header: 'Basic', kind: 'money', cell: (g) => formatMoney(g.basic) },
  {
    id: 'gratuity',
    header: 'Gratuity',
    kind: 'money',
    cell: (g) => (g.eligible ? formatMoney(g.amount) : 'Not yet (under a year)'),
  },
];

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
  const [settingUp, setSettingUp] = useState(false);
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
      <PageHeader title="Staff Salaries">
        {canEdit ? (
          <Button variant="secondary" onClick={() => setSettingUp(true)}>
            WPS employer details
          </Button>
        ) : null}
      </PageHeader>
      <WpsSettingsDialog open={settingUp} onClose={() => setSettingUp(false)} />
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
          <DataTable
            query={runs}
            loadingText="Loading payroll runs..."
            columns={RUN_COLUMNS}
            rows={runs.data}
            rowKey={(r) => r.month}
            caption="Payroll runs"
            emptyText="No payroll yet."
            actionsHeader="Open"
            rowActions={(r) => (
              <Button variant="secondary" onClick={() => setOpen(r.month)} aria-label={`Open payroll ${r.month}`}>
                Open
              </Button>
            )}
          />
          {open ? <PayrollRunPanel month={open} /> : null}
        </section>
      ) : null}

      <section aria-labelledby="payslips-heading">
        <h2 id="payslips-heading" className="mb-3 text-lg font-semibold text-slate-900">
          My payslips
        </h2>
        <QueryContent query={payslips} loadingText="Loading payslips..." emptyText="No payslips yet.">
          {(slips) => (
            <ul className="grid gap-2">
              {slips.map((p) => (
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
        </QueryContent>
        <PayslipDialog month={slip?.month ?? ''} line={slip} onClose={() => setSlip(null)} />
      </section>

      {canEdit ? (
        <section aria-labelledby="gratuity-heading">
          <h2 id="gratuity-heading" className="mb-3 text-lg font-semibold text-slate-900">
            End-of-service gratuity today
          </h2>
          <DataTable
            query={gratuity}
            loadingText="Loading gratuity..."
            columns={GRATUITY_COLUMNS}
            rows={gratuity.data}
            rowKey={(g) => g.employeeId}
            caption="Gratuity estimates"
            emptyText="No employees yet."
          />
        </section>
      ) : null}
    </div>
  );
}
