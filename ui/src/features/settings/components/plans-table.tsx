import { Pencil, Power, PowerOff } from 'lucide-react';
import { formatMoney } from '@gym/kernel/contracts/format';
import type { Plan } from '@gym/modules/membership/plans/plan-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import { Pill } from '../../../components/ui/pill';
import { planDurationText } from '../../../lib/plan-text';
import { nameColumn } from '../../../components/data-table/name-column';

interface PlansTableProps {
  plans: readonly Plan[];
  onEdit: (plan: Plan) => void;
  onToggleActive: (plan: Plan) => void;
  busyId: string | undefined;
}

const columns: DataTableColumn<Plan>[] = [
  nameColumn(
    'plan',
    'Plan',
    (plan) => plan.name,
    (plan) => plan.description,
  ),
  { id: 'price', header: 'Price', kind: 'money', cell: (plan) => formatMoney(plan.price) },
  { id: 'joiningFee', header: 'Joining fee', kind: 'money', cell: (plan) => formatMoney(plan.joiningFee) },
  { id: 'duration', header: 'Duration', className: 'whitespace-nowrap', cell: (plan) => planDurationText(plan) },
  { id: 'activeMembers', header: 'Active members', kind: 'number', cell: (plan) => plan.activeMembers },
  {
    id: 'status',
    header: 'Status',
    cell: (plan) => (plan.active ? <Pill tone="green">On sale</Pill> : <Pill tone="grey">Inactive</Pill>),
  },
];

/** The gym's membership plans with their terms, who holds them, and whether they are on sale. */
export function PlansTable({ plans, onEdit, onToggleActive, busyId }: PlansTableProps) {
  return (
    <DataTable
      columns={columns}
      rows={plans}
      rowKey={(plan) => plan.id}
      caption="Membership plans"
      emptyText="No plans yet."
      rowClassName={(plan) => (plan.active ? '' : 'bg-slate-50')}
      rowActions={(plan) => (
        <>
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
        </>
      )}
    />
  );
}
