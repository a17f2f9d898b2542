import { FilterBar } from '../../../components/filter-bar/filter-bar';
import type { FilterControl } from '../../../components/filter-bar/filter-controls';
import { usePlans } from '../../../lib/api/get-plans';
import type { MemberListState } from '../hooks/use-member-list-params';
import { STATUS_FILTER_LABELS } from '../utils/member-list-params';
import type { MemberListParams } from '../utils/member-list-params';

const STATUS_OPTIONS = Object.entries(STATUS_FILTER_LABELS).map(([value, label]) => ({ value, label }));
const GENDER_OPTIONS = [
  { value: 'female', label: 'Ladies' },
  { value: 'male', label: 'Gents' },
];

/**
 * Search (server-side over name, email, phone digits and member number; sent once typing pauses) and the filters:
 * status, plan, gender, owes money.
 */
export function MemberFilters({ state }: { state: MemberListState }) {
  const plans = usePlans({ includeInactive: true });
  const planOptions = (plans.data ?? []).map((plan) => ({
    value: plan.id,
    label: plan.active ? plan.name : `${plan.name} (inactive)`,
  }));
  const controls: FilterControl<MemberListParams>[] = [
    { kind: 'search', key: 'search', label: 'Search members', placeholder: 'Name, phone, email or member number' },
    { kind: 'select', key: 'status', label: 'Status', allLabel: 'All statuses', options: STATUS_OPTIONS },
    { kind: 'select', key: 'planId', label: 'Plan', allLabel: 'All plans', options: planOptions },
    { kind: 'select', key: 'gender', label: 'Gender', allLabel: 'All', options: GENDER_OPTIONS },
    { kind: 'checkbox', key: 'hasDueAmount', label: 'Owes money' },
  ];
  return <FilterBar label="Filter members" state={state.filters} controls={controls} />;
}
