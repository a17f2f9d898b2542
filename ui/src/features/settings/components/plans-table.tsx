import { Pencil, Power, PowerOff } from 'lucide-react';
import type { Plan } from '@gym/modules/membership/plans/plan-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import { Pill } from '../../../components/ui/pill';
import { planDurationText } from '../../../lib/plan-text';
import { nameColumn } from '../../../components/data-table/name-column';
import { formatMoney } from '../../../lib/i18n/current-formats';
import { useT } from '../../../lib/i18n/use-t';

interface PlansTableProps {
  plans: readonly Plan[];
  onEdit: (plan: Plan) => void;
  onToggleActive: (plan: Plan) => void;
  busyId: string | undefined;
}

const columns = (t: ReturnType<typeof useT>): DataTableColumn<Plan>[] => [
  nameColumn(
    'plan',
    t('settings.plans.column.plan'),
    (plan) => plan.name,
    (plan) => plan.description,
  ),
  { id: 'price', header: t('settings.plans.column.price'), kind: 'money', cell: (plan) => formatMoney(plan.price) },
  {
    id: 'joiningFee',
    header: t('settings.plans.column.joiningFee'),
    kind: 'money',
    cell: (plan) => formatMoney(plan.joiningFee),
  },
  {
    id: 'duration',
    header: t('settings.plans.column.duration'),
    className: 'whitespace-nowrap',
    cell: (plan) => planDurationText(plan),
  },
  {
    id: 'activeMembers',
    header: t('settings.plans.column.activeMembers'),
    kind: 'number',
    cell: (plan) => plan.activeMembers,
  },
  {
    id: 'status',
    header: t('settings.plans.column.status'),
    cell: (plan) =>
      plan.active ? (
        <Pill tone="green">{t('settings.plans.onSale')}</Pill>
      ) : (
        <Pill tone="grey">{t('settings.plans.inactive')}</Pill>
      ),
  },
];

/** The gym's membership plans with their terms, who holds them, and whether they are on sale. */
export function PlansTable({ plans, onEdit, onToggleActive, busyId }: PlansTableProps) {
  const t = useT();
  return (
    <DataTable
      columns={columns(t)}
      rows={plans}
      rowKey={(plan) => plan.id}
      caption={t('settings.plans.heading')}
      emptyText={t('settings.plans.empty')}
      rowClassName={(plan) => (plan.active ? '' : 'bg-slate-50')}
      rowActions={(plan) => (
        <>
          <Button variant="secondary" className="px-3 py-1.5" onClick={() => onEdit(plan)}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('settings.plans.edit')}
            <span className="sr-only"> {plan.name}</span>
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
            {plan.active ? t('settings.plans.deactivate') : t('settings.plans.reactivate')}
            <span className="sr-only"> {plan.name}</span>
          </Button>
        </>
      )}
    />
  );
}
