import { formatAmount } from '@gym/kernel/contracts/format';
import type { Employee } from '@gym/modules/people/staff/employee-contracts';
import { Button } from '../../../components/ui/button';
import type { ColumnList } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';

const DOC_LABELS: Record<string, string> = {
  qid: 'QID',
  passport: 'Passport',
  visa: 'Visa',
  'health-card': 'Health card',
  contract: 'Contract',
  other: 'Document',
};

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
  const actions = onEdit !== undefined || onAddDocument !== undefined;
  const withPay = employees.some((e) => e.basicSalary !== undefined);
  const columns: ColumnList<Employee> = [
    {
      id: 'name',
      header: 'Name',
      rowHeader: true,
      cell: (e) => (
        <>
          {e.name}
          {e.active ? null : <span className="ms-2 text-xs text-slate-600">(left {e.lastDay})</span>}
        </>
      ),
    },
    { id: 'jobTitle', header: 'Job title', cell: (e) => e.jobTitle },
    { id: 'hired', header: 'Hired', kind: 'date', cell: (e) => e.hireDate },
    withPay && { id: 'basic', header: 'Basic (QAR)', kind: 'money', cell: (e) => formatAmount(e.basicSalary ?? 0) },
    withPay && {
      id: 'allowances',
      header: 'Allowances (QAR)',
      kind: 'money',
      cell: (e) => formatAmount((e.housingAllowance ?? 0) + (e.transportAllowance ?? 0) + (e.otherAllowance ?? 0)),
    },
    {
      id: 'documents',
      header: 'Documents',
      cell: (e) =>
        (e.documents ?? []).length === 0
          ? '—'
          : (e.documents ?? []).map((d) => (
              <span key={d.kind} className={`me-2 inline-block ${d.warning ? 'font-semibold text-red-800' : ''}`}>
                {DOC_LABELS[d.kind]}{' '}
                {d.warning === 'expired' ? 'expired' : d.warning === 'expiring' ? 'expires' : 'until'} {d.expiryDate}
              </span>
            )),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={employees}
      rowKey={(e) => e.id}
      caption="Employees"
      emptyText="No employees yet."
      rowActions={
        actions
          ? (e) => (
              <>
                {onEdit ? (
                  <Button variant="secondary" onClick={() => onEdit(e)} aria-label={`Edit ${e.name}`}>
                    Edit
                  </Button>
                ) : null}
                {onAddDocument ? (
                  <Button
                    variant="secondary"
                    onClick={() => onAddDocument(e)}
                    aria-label={`Add a document for ${e.name}`}
                  >
                    Add document
                  </Button>
                ) : null}
              </>
            )
          : undefined
      }
    />
  );
}
