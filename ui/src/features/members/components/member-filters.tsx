import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { usePlans } from '../../../lib/api/get-plans';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import type { MemberListState } from '../hooks/use-member-list-params';
import { STATUS_FILTER_LABELS } from '../utils/member-list-params';
import type { MemberListParams, MemberStatusFilter } from '../utils/member-list-params';

const selectClasses = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900';
const labelClasses = 'text-xs font-medium text-slate-700';

/**
 * Search (server-side over name, email, phone digits and member number; sent once typing pauses) and the filters:
 * status, plan, gender, owes money.
 */
export function MemberFilters({ state }: { state: MemberListState }) {
  const { params, update } = state;
  const ids = { search: useId(), status: useId(), plan: useId(), gender: useId(), due: useId() };
  const plans = usePlans({ includeInactive: true });

  const [text, setText] = useState(params.search ?? '');
  const debounced = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if ((params.search ?? '') !== debounced) update({ search: debounced || undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a paused edit of the box searches
  }, [debounced]);

  // The address changed from elsewhere (Back, "Clear filters"): show its search.
  const [shownSearch, setShownSearch] = useState(params.search);
  if (shownSearch !== params.search) {
    setShownSearch(params.search);
    if ((params.search ?? '') !== text.trim()) setText(params.search ?? '');
  }

  const filtered =
    params.search || params.status || params.planId || params.gender || params.hasDueAmount ? true : false;
  const set = <K extends keyof MemberListParams>(key: K, value: MemberListParams[K]) => update({ [key]: value });

  return (
    <search className="mb-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-[minmax(14rem,2fr)_repeat(3,minmax(8rem,1fr))_auto] md:items-end">
      <div className="grid gap-1">
        <label htmlFor={ids.search} className={labelClasses}>
          Search members
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="absolute top-2.5 left-3 size-4 text-slate-500" />
          <input
            id={ids.search}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Name, phone, email or member number"
            autoComplete="off"
            className={`${selectClasses} w-full pl-9`}
          />
        </div>
      </div>
      <div className="grid gap-1">
        <label htmlFor={ids.status} className={labelClasses}>
          Status
        </label>
        <select
          id={ids.status}
          value={params.status ?? ''}
          onChange={(event) => set('status', (event.target.value || undefined) as MemberStatusFilter | undefined)}
          className={selectClasses}
        >
          <option value="">All statuses</option>
          {Object.entries(STATUS_FILTER_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor={ids.plan} className={labelClasses}>
          Plan
        </label>
        <select
          id={ids.plan}
          value={params.planId ?? ''}
          onChange={(event) => set('planId', event.target.value || undefined)}
          className={selectClasses}
        >
          <option value="">All plans</option>
          {(plans.data ?? []).map((plan) => (
            <option key={plan.id} value={plan.id}>
              {plan.active ? plan.name : `${plan.name} (inactive)`}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor={ids.gender} className={labelClasses}>
          Gender
        </label>
        <select
          id={ids.gender}
          value={params.gender ?? ''}
          onChange={(event) => set('gender', (event.target.value || undefined) as 'male' | 'female' | undefined)}
          className={selectClasses}
        >
          <option value="">All</option>
          <option value="female">Ladies</option>
          <option value="male">Gents</option>
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-3 md:pb-2">
        <label htmlFor={ids.due} className="flex items-center gap-2 text-sm text-slate-800">
          <input
            id={ids.due}
            type="checkbox"
            checked={params.hasDueAmount ?? false}
            onChange={(event) => set('hasDueAmount', event.target.checked || undefined)}
            className="size-4 accent-indigo-700"
          />
          Owes money
        </label>
        {filtered ? (
          <Button
            variant="ghost"
            className="px-2 py-1"
            onClick={() => {
              setText('');
              update({
                search: undefined,
                status: undefined,
                planId: undefined,
                gender: undefined,
                hasDueAmount: undefined,
              });
            }}
          >
            <X aria-hidden="true" className="size-4" />
            Clear filters
          </Button>
        ) : null}
      </div>
    </search>
  );
}
