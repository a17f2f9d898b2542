import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { Trainer } from '@gym/modules/membership/personal-training/pt-contracts';
import { Button } from '../../../components/ui/button';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { PT_BALANCE_LABELS, PT_STATUS_LABELS, hasFilters } from '../utils/pt-list-params';
import type { PtListFilters } from '../utils/pt-list-params';

const controlClasses = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900';
const labelClasses = 'text-xs font-medium text-slate-700';

/**
 * The PT page's search (member name, phone or number, or trainer; sent once typing pauses) and filters: status,
 * trainer, paid or owing. Every change goes to the address through `onChange`.
 */
export function PtPackageFilters({
  filters,
  trainers,
  onChange,
}: {
  filters: PtListFilters;
  trainers: readonly Trainer[];
  onChange: (next: PtListFilters) => void;
}) {
  const ids = { search: useId(), status: useId(), trainer: useId(), balance: useId() };
  const [text, setText] = useState(filters.search ?? '');
  const debounced = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if ((filters.search ?? '') !== debounced) onChange({ ...filters, search: debounced || undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a paused edit of the box searches
  }, [debounced]);

  // The address changed from elsewhere (Back, "Clear filters"): show its search.
  const [shownSearch, setShownSearch] = useState(filters.search);
  if (shownSearch !== filters.search) {
    setShownSearch(filters.search);
    if ((filters.search ?? '') !== text.trim()) setText(filters.search ?? '');
  }

  const set = <K extends keyof PtListFilters>(key: K, value: string) =>
    onChange({ ...filters, [key]: value || undefined });

  return (
    <search className="mb-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-[minmax(14rem,2fr)_repeat(3,minmax(8rem,1fr))_auto] md:items-end">
      <div className="grid gap-1">
        <label htmlFor={ids.search} className={labelClasses}>
          Search packages
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="absolute top-2.5 left-3 size-4 text-slate-500" />
          <input
            id={ids.search}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Member name or phone, or trainer"
            autoComplete="off"
            className={`${controlClasses} w-full pl-9`}
          />
        </div>
      </div>
      <div className="grid gap-1">
        <label htmlFor={ids.status} className={labelClasses}>
          Status
        </label>
        <select
          id={ids.status}
          value={filters.status ?? ''}
          onChange={(event) => set('status', event.target.value)}
          className={controlClasses}
        >
          <option value="">All statuses</option>
          {Object.entries(PT_STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor={ids.trainer} className={labelClasses}>
          Trainer
        </label>
        <select
          id={ids.trainer}
          value={filters.trainerId ?? ''}
          onChange={(event) => set('trainerId', event.target.value)}
          className={controlClasses}
        >
          <option value="">All trainers</option>
          {trainers.map((trainer) => (
            <option key={trainer.id} value={trainer.id}>
              {trainer.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor={ids.balance} className={labelClasses}>
          Balance
        </label>
        <select
          id={ids.balance}
          value={filters.balance ?? ''}
          onChange={(event) => set('balance', event.target.value)}
          className={controlClasses}
        >
          <option value="">Paid or owing</option>
          {Object.entries(PT_BALANCE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center md:pb-0.5">
        {hasFilters(filters) ? (
          <Button
            variant="ghost"
            className="px-2 py-1"
            onClick={() => {
              setText('');
              onChange({});
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
