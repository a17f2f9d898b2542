import { formatAmount } from '@gym/kernel/contracts/format';
import type { Employee } from '@gym/modules/people/staff/employee-contracts';
import { ColumnHeaders } from '../../../components/ui/column-headers';

const DOC_LABELS: Record<string, string> = {
  qid: 'QID',
  passport: 'Passport',
  visa: 'Visa',
  'health-card': 'Health card',
  contract: 'Contract',
  other: 'Document',
};

/** Employees with their documents' warnings; pay columns only when the answer carries them (canEditStaff). */
export function EmployeesTable({ employees }: { employees: readonly Employee[] }) {
  const withPay = employees.some((e) => e.basicSalary !== undefined);
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Employees</caption>
        <thead className="bg-slate-50 text-left text-slate-800">
          <ColumnHeaders
            cell="px-3 py-2"
            columns={[
              { label: 'Name' },
              { label: 'Job title' },
              { label: 'Hired' },
              withPay && { label: 'Basic (QAR)', numeric: true },
              withPay && { label: 'Allowances (QAR)', numeric: true },
              { label: 'Documents' },
            ]}
          />
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {employees.map((e) => (
            <tr key={e.id}>
              <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                {e.name}
                {e.active ? null : <span className="ml-2 text-xs text-slate-600">(left {e.lastDay})</span>}
              </th>
              <td className="px-3 py-2">{e.jobTitle}</td>
              <td className="px-3 py-2">{e.hireDate}</td>
              {withPay ? <td className="px-3 py-2 text-right">{formatAmount(e.basicSalary ?? 0)}</td> : null}
              {withPay ? (
                <td className="px-3 py-2 text-right">
                  {formatAmount((e.housingAllowance ?? 0) + (e.transportAllowance ?? 0) + (e.otherAllowance ?? 0))}
                </td>
              ) : null}
              <td className="px-3 py-2">
                {(e.documents ?? []).length === 0
                  ? '—'
                  : (e.documents ?? []).map((d) => (
                      <span
                        key={d.kind}
                        className={`mr-2 inline-block ${d.warning ? 'font-semibold text-red-800' : ''}`}
                      >
                        {DOC_LABELS[d.kind]}{' '}
                        {d.warning === 'expired' ? 'expired' : d.warning === 'expiring' ? 'expires' : 'until'}{' '}
                        {d.expiryDate}
                      </span>
                    ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
