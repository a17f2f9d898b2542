import type { Employee } from '@gym/modules/people/staff/employee-contracts';
import { Button } from '../../../components/ui/button';
import type { ColumnList } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { formatAmount } from '../../../lib/i18n/current-formats';
import { useT } from '../../../lib/i18n/use-t';
import { DOCUMENT_KIND_IDS } from '../utils/staff-labels';

/** A document's line by its warning: past its expiry, within 30 days of it, or valid until it. */
const DOCUMENT_WARNING_IDS = {
  expired: 'staff.employees.document.expired',
  expiring: 'staff.employees.document.expiring',
  none: 'staff.employees.document.valid',
} as const;

/**
 * Employees with their documents' warnings; pay columns only when the answer carries them (canEditStaff), and with
 * `onEdit`/`onAddDocument` (canEditStaff) a button for each.
 */
export function EmployeesTable({
  employees,
  onEdit,
  onAddDocument,
}: {
  employees: readonly Employee[];
  onEdit?: (employee: Employee) => void;
  onAddDocument?: (employee: Employee) => void;
}) {
  const t = useT();
  const actions = onEdit !== undefined || onAddDocument !== undefined;
  const withPay = employees.some((e) => e.basicSalary !== undefined);
  const columns: ColumnList<Employee> = [
    {
      id: 'name',
      header: t('staff.employees.column.name'),
      rowHeader: true,
      cell: (e) => (
        <>
          {e.name}
          {e.active ? null : (
            <span className="ms-2 text-xs text-slate-600">{t('staff.employees.left', { date: e.lastDay })}</span>
          )}
        </>
      ),
    },
    { id: 'jobTitle', header: t('staff.employees.column.jobTitle'), cell: (e) => e.jobTitle },
    { id: 'hired', header: t('staff.employees.column.hired'), kind: 'date', cell: (e) => e.hireDate },
    withPay && {
      id: 'basic',
      header: t('staff.employees.column.basic'),
      kind: 'money',
      cell: (e) => formatAmount(e.basicSalary ?? 0),
    },
    withPay && {
      id: 'allowances',
      header: t('staff.employees.column.allowances'),
      kind: 'money',
      cell: (e) => formatAmount((e.housingAllowance ?? 0) + (e.transportAllowance ?? 0) + (e.otherAllowance ?? 0)),
    },
    {
      id: 'documents',
      header: t('staff.employees.column.documents'),
      cell: (e) =>
        (e.documents ?? []).length === 0
          ? '—'
          : (e.documents ?? []).map((d) => (
              <span key={d.kind} className={`me-2 inline-block ${d.warning ? 'font-semibold text-red-800' : ''}`}>
                {t(DOCUMENT_WARNING_IDS[d.warning ?? 'none'], {
                  document: t(DOCUMENT_KIND_IDS[d.kind] ?? 'staff.document.other'),
                  date: d.expiryDate,
                })}
              </span>
            )),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={employees}
      rowKey={(e) => e.id}
      caption={t('staff.employees.heading')}
      emptyText={t('staff.employees.none')}
      rowActions={
        actions
          ? (e) => (
              <>
                {onEdit ? (
                  <Button
                    variant="secondary"
                    onClick={() => onEdit(e)}
                    aria-label={t('staff.employees.editOf', { name: e.name })}
                  >
                    {t('staff.employees.edit')}
                  </Button>
                ) : null}
                {onAddDocument ? (
                  <Button
                    variant="secondary"
                    onClick={() => onAddDocument(e)}
                    aria-label={t('staff.document.titleFor', { name: e.name })}
                  >
                    {t('staff.employees.addDocument')}
                  </Button>
                ) : null}
              </>
            )
          : undefined
      }
    />
  );
}
