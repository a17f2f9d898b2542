import { Pencil, Power, PowerOff } from 'lucide-react';
import { formatMoney } from '@gym/kernel/contracts/format';
import type { Plan } from '@gym/modules/membership/plans/plan-contracts';
import { Button } from '../../../components/ui/button';
import { planDurationText } from '../../../lib/plan-text';
import { ColumnHeaders } from '../../../components/ui/column-headers';

const cell = 'px-4 py-3';

interface PlansTableProps {
  plans: readonly Plan[];
  onEdit: (plan: Plan) => void;
  onToggleActive: (plan: Plan) => void;
  busyId: string | undefined;
}

/** The gym's membership plans with their terms, who holds them, and whether they are on sale. */
export function PlansTable({ plans, onEdit, onToggleActive, busyId }: PlansTableProps) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Membership plans</caption>
        <thead className="bg-slate-50 text-left text-slate-800">
          <ColumnHeaders
            cell={cell}
            columns={[
              { label: 'Plan' },
              { label: 'Price', numeric: true },
              { label: 'Joining fee', numeric: true },
              { label: 'Duration' },
              { label: 'Active members', numeric: true },
              { label: 'Status' },
              { label: 'Actions', srOnly: true },
            ]}
          />
        </thead>
        <tbody className="divide-y divide-slate-200">
          {plans.map((plan) => (
            <tr key={plan.id} className={plan.active ? '' : 'bg-slate-50'}>
              <th scope="row" className={`${cell} text-left font-medium text-slate-900`}>
                {plan.name}
                {plan.description ? (
                  <span className="block text-xs font-normal text-slate-700">{plan.description}</span>
                ) : null}
              </th>
              <td className={`${cell} text-right whitespace-nowrap text-slate-900 tabular-nums`}>
                {formatMoney(plan.price)}
              </td>
              <td className={`${cell} text-right whitespace-nowrap text-slate-800 tabular-nums`}>
                {formatMoney(plan.joiningFee)}
              </td>
              <td className={`${cell} whitespace-nowrap text-slate-800`}>{planDurationText(plan)}</td>
              <td className={`${cell} text-right text-slate-800 tabular-nums`}>{plan.activeMembers}</td>
              <td className={cell}>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${plan.active ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-800'}`}
                >
                  {plan.active ? 'On sale' : 'Inactive'}
                </span>
              </td>
              <td className={cell}>
                <div className="flex justify-end gap-2">
                  <Button variant="secondary" className="px-3 py-1.5" onClick={() => onEdit(plan)}>
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit<span className="sr-only"> {plan.name}</span>
                  </Button>
                  <Button
                    variant="secondary"
                    className="px-3 py-1.5"
                    busy={busyId === plan.id}
                    onClick={() => onToggleActive(plan)}
                  >
                    {busyId === plan.id ? null : plan.active ? (
                      <PowerOff aria-hidden="true" className="size-4" />
                    ) : (
                      <Power aria-hidden="true" className="size-4" />
                    )}
                    {plan.active ? 'Deactivate' : 'Reactivate'}
                    <span className="sr-only"> {plan.name}</span>
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
