import type { LeaveBalanceView } from '@gym/modules/people/leave/leave-contracts';
import { ColumnHeaders } from '../../../components/ui/column-headers';

/**
 * Each employee's days today: annual earned, carried into this service year and forfeited beyond the carry-over cap
 * (art. 80), taken and left; sick days by pay tier this service year, emergency, compensatory.
 */
export function LeaveBalancesTable({ balances }: { balances: readonly LeaveBalanceView[] }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Leave balances</caption>
        <thead className="bg-slate-50 text-left text-slate-800">
          <ColumnHeaders
            cell="px-3 py-2"
            columns={[
              { label: 'Employee' },
              { label: 'Annual a year', numeric: true },
              { label: 'Annual earned', numeric: true },
              { label: 'Carried over', numeric: true },
              { label: 'Forfeited', numeric: true },
              { label: 'Annual taken', numeric: true },
              { label: 'Annual pending', numeric: true },
              { label: 'Annual left', numeric: true },
              { label: 'Sick full / half used', numeric: true },
              { label: 'Emergency left', numeric: true },
              { label: 'Compensatory left', numeric: true },
            ]}
          />
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {balances.map((b) => (
            <tr key={b.employeeId}>
              <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                {b.employeeName}
              </th>
              <td className="px-3 py-2 text-right">{b.annual.perYear}</td>
              <td className="px-3 py-2 text-right">{b.annual.accrued}</td>
              <td className="px-3 py-2 text-right">{b.annual.carriedOver}</td>
              <td className="px-3 py-2 text-right">{b.annual.forfeited}</td>
              <td className="px-3 py-2 text-right">{b.annual.taken}</td>
              <td className="px-3 py-2 text-right">{b.annual.pending}</td>
              <td className="px-3 py-2 text-right font-semibold">{b.annual.available}</td>
              <td className="px-3 py-2 text-right">
                {b.sick.full} / {b.sick.half}
              </td>
              <td className="px-3 py-2 text-right">{b.emergency.available}</td>
              <td className="px-3 py-2 text-right">{b.compensatory.available}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
