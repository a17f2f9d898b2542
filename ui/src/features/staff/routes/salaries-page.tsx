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
import { formatMoney } from '../../../lib/i18n/current-formats';
import { useT } from '../../../lib/i18n/use-t';
import { useDraftPayroll } from '../api/draft-payroll';
import { useGratuity } from '../api/get-gratuity';
import { usePayrollRuns } from '../api/get-payroll-runs';
import { usePayslips } from '../api/get-payslips';
import { PayrollRunPanel } from '../components/payroll-run-panel';
import { PayslipDialog } from '../components/payslip-dialog';
import { WpsSettingsDialog } from '../components/wps-settings-dialog';
import { RUN_STATUS_IDS } from '../utils/staff-labels';

type PayrollRun = NonNullable<ReturnType<typeof usePayrollRuns>['data']>[number];
type GratuityEstimate = NonNullable<ReturnType<typeof useGratuity>['data']>[number];

type T = ReturnType<typeof useT>;

const runColumns = (t: T): DataTableColumn<PayrollRun>[] => [
  { id: 'month', header: t('staff.runs.month'), rowHeader: true, cell: (r) => r.month },
  { id: 'status', header: t('staff.runs.status'), className: 'capitalize', cell: (r) => t(RUN_STATUS_IDS[r.status]) },
  { id: 'employees', header: t('staff.runs.employees'), kind: 'number', cell: (r) => r.employees },
  { id: 'total', header: t('staff.runs.total'), kind: 'money', cell: (r) => formatMoney(r.total) },
  { id: 'approvedBy', header: t('staff.runs.approvedBy'), cell: (r) => r.approvedBy ?? '—' },
];

const gratuityColumns = (t: T): DataTableColumn<GratuityEstimate>[] => [
  { id: 'employee', header: t('staff.gratuity.employee'), rowHeader: true, cell: (g) => g.name },
  { id: 'hired', header: t('staff.gratuity.hired'), kind: 'date', cell: (g) => g.hireDate },
  { id: 'years', header: t('staff.gratuity.years'), kind: 'number', cell: (g) => g.serviceYears },
  { id: 'basic', header: t('staff.gratuity.basic'), kind: 'money', cell: (g) => formatMoney(g.basic) },
  {
    id: 'gratuity',
    header: t('staff.gratuity.gratuity'),
    kind: 'money',
    cell: (g) => (g.eligible ? formatMoney(g.amount) : t('staff.gratuity.notYet')),
  },
];

/**
 * /staff-salaries (canViewStaff): your own payslips; with canEditStaff the monthly payroll runs, their WPS files and
 * the gratuity estimates (salary figures only with canEditStaff; the server enforces it).
 */
export function Component() {
  const t = useT();
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
      toast({ variant: 'success', title: t('staff.runs.drafted'), description: month });
      setOpen(month);
    } catch (error) {
      toast({ variant: 'destructive', title: t('staff.runs.notDrafted'), description: errorMessage(error) });
    }
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-8">
      <PageHeader title={t('staff.salaries.title')}>
        {canEdit ? (
          <Button variant="secondary" onClick={() => setSettingUp(true)}>
            {t('staff.wps.title')}
          </Button>
        ) : null}
      </PageHeader>
      <WpsSettingsDialog open={settingUp} onClose={() => setSettingUp(false)} />
      {canEdit ? (
        <section aria-labelledby="runs-heading" className="grid gap-3">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <h2 id="runs-heading" className="text-lg font-semibold text-slate-900">
              {t('staff.runs.heading')}
            </h2>
            <div className="flex items-end gap-2">
              <div className="grid gap-1">
                <label htmlFor={monthId} className="text-sm font-medium text-slate-800">
                  {t('staff.runs.salaryMonth')}
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
                {t('staff.runs.draft')}
              </Button>
            </div>
          </div>
          <DataTable
            query={runs}
            loadingText={t('staff.runs.loading')}
            columns={runColumns(t)}
            rows={runs.data}
            rowKey={(r) => r.month}
            caption={t('staff.runs.heading')}
            emptyText={t('staff.runs.none')}
            actionsHeader={t('staff.runs.open')}
            rowActions={(r) => (
              <Button
                variant="secondary"
                onClick={() => setOpen(r.month)}
                aria-label={t('staff.runs.openMonth', { month: r.month })}
              >
                {t('staff.runs.open')}
              </Button>
            )}
          />
          {open ? <PayrollRunPanel month={open} /> : null}
        </section>
      ) : null}

      <section aria-labelledby="payslips-heading">
        <h2 id="payslips-heading" className="mb-3 text-lg font-semibold text-slate-900">
          {t('staff.payslips.heading')}
        </h2>
        <QueryContent query={payslips} loadingText={t('staff.payslips.loading')} emptyText={t('staff.payslips.none')}>
          {(slips) => (
            <ul className="grid gap-2">
              {slips.map((p) => (
                <li
                  key={p.month}
                  className="flex items-center justify-between rounded-lg border border-slate-200 bg-white px-4 py-2 text-sm"
                >
                  <span>{t('staff.payslips.net', { month: p.month, net: formatMoney(p.net) })}</span>
                  <Button
                    variant="secondary"
                    onClick={() => setSlip(p)}
                    aria-label={t('staff.payslip.title', { month: p.month })}
                  >
                    {t('staff.payslips.view')}
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
            {t('staff.gratuity.heading')}
          </h2>
          <DataTable
            query={gratuity}
            loadingText={t('staff.gratuity.loading')}
            columns={gratuityColumns(t)}
            rows={gratuity.data}
            rowKey={(g) => g.employeeId}
            caption={t('staff.gratuity.caption')}
            emptyText={t('staff.employees.none')}
          />
        </section>
      ) : null}
    </div>
  );
}
