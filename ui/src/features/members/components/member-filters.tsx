import { FilterBar } from '../../../components/filter-bar/filter-bar';
import type { FilterControl } from '../../../components/filter-bar/filter-controls';
import { usePlans } from '../../../lib/api/get-plans';
import type { MemberListState } from '../hooks/use-member-list-params';
import { STATUS_FILTER_LABELS } from '../utils/member-list-params';
import type { MemberListParams } from '../utils/member-list-params';
import { useT } from '../../../lib/i18n/use-t';

const GENDER_LABELS = { female: 'members.filters.ladies', male: 'members.filters.gents' };

/**
 * Search (server-side over name, email, phone digits and member number; sent once typing pauses) and the filters:
 * status, plan, gender, owes money.
 */
export function MemberFilters({ state }: { state: MemberListState }) {
  const t = useT();
  const plans = usePlans({ includeInactive: true });
  const optionsOf = (labels: Record<string, string>) =>
    Object.entries(labels).map(([value, label]) => ({ value, label: t(label) }));
  const planOptions = (plans.data ?? []).map((plan) => ({
    value: plan.id,
    label: plan.active ? plan.name : t('members.filters.inactivePlan', { name: plan.name }),
  }));
  const controls: FilterControl<MemberListParams>[] = [
    {
      kind: 'search',
      key: 'search',
      label: t('members.filters.search'),
      placeholder: t('members.filters.searchPlaceholder'),
    },
    {
      kind: 'select',
      key: 'status',
      label: t('members.filters.status'),
      allLabel: t('members.filters.allStatuses'),
      options: optionsOf(STATUS_FILTER_LABELS),
    },
    {
      kind: 'select',
      key: 'planId',
      label: t('members.filters.plan'),
      allLabel: t('members.filters.allPlans'),
      options: planOptions,
    },
    {
      kind: 'select',
      key: 'gender',
      label: t('members.filters.gender'),
      allLabel: t('members.filters.all'),
      options: optionsOf(GENDER_LABELS),
    },
    { kind: 'checkbox', key: 'hasDueAmount', label: t('members.filters.owesMoney') },
  ];
  return <FilterBar label={t('members.filters.label')} state={state.filters} controls={controls} />;
}
