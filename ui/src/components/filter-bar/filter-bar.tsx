import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DateRange } from '../../lib/address-filters';
import { useT } from '../../lib/i18n/use-t';
import { Button } from '../ui/button';
import { activeChips } from './active-chips';
import { CheckboxFilter } from './checkbox-filter';
import { DateRangeFilter } from './date-range-filter';
import { FilterChips } from './filter-chips';
import type { FilterControl, FilterState } from './filter-controls';
import { MultiSelectFilter } from './multi-select-filter';
import { SearchFilter } from './search-filter';
import { SelectFilter } from './select-filter';
import { ToggleFilter } from './toggle-filter';

export interface FilterBarProps<V> {
  /** The search landmark's accessible name, e.g. "Filter members". */
  label: string;
  /** The filters' values and how to change them: `useAddressFilters`' result. */
  state: FilterState<V>;
  controls: readonly FilterControl<V>[];
  clearLabel?: string;
  chipsLabel?: string;
  removeLabel?: (chip: string) => string;
  /** Anything the list adds at the bar's end (e.g. a sort picker). */
  children?: ReactNode;
}

/**
 * Every list's filters: search, selects, multi-selects, a date range and switches, then the active filters as
 * removable chips and "Clear filters" while anything is set. The values live wherever `state` keeps them (the
 * address, through useAddressFilters); the controls wrap one under another on a phone.
 */
export function FilterBar<V>({
  label,
  state,
  controls,
  clearLabel,
  chipsLabel,
  removeLabel,
  children,
}: FilterBarProps<V>) {
  const t = useT();
  const { values, set, clear, active } = state;
  const chips = activeChips(controls, values);
  return (
    <search aria-label={label} className="mb-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex flex-wrap items-end gap-3">
        {controls.map((control) => (
          <FilterControlView key={control.key} control={control} values={values} set={set} />
        ))}
        {children}
      </div>
      {chips.length > 0 || active ? (
        <div className="flex flex-wrap items-center gap-2">
          <FilterChips
            chips={chips}
            label={chipsLabel ?? t('kit.filters.active')}
            removeLabel={removeLabel ?? ((chip) => t('kit.filters.remove', { chip }))}
            onRemove={set}
          />
          {active ? (
            <Button variant="ghost" className="px-2 py-1" onClick={clear}>
              <X aria-hidden="true" className="size-4" />
              {clearLabel ?? t('kit.filters.clear')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </search>
  );
}

function FilterControlView<V>({
  control,
  values,
  set,
}: {
  control: FilterControl<V>;
  values: V;
  set: (changes: Partial<V>) => void;
}) {
  const value = values[control.key] as unknown;
  const change = (next: unknown) => set({ [control.key]: next } as Partial<V>);
  switch (control.kind) {
    case 'search':
      return (
        <SearchFilter
          label={control.label}
          placeholder={control.placeholder}
          hint={control.hint}
          value={value as string | undefined}
          onSearch={change}
        />
      );
    case 'select':
      return (
        <SelectFilter
          label={control.label}
          allLabel={control.allLabel}
          options={control.options}
          value={value as string | undefined}
          onSelect={change}
        />
      );
    case 'toggle':
      return (
        <ToggleFilter
          label={control.label}
          allLabel={control.allLabel}
          options={control.options}
          value={value as string | undefined}
          onSelect={change}
        />
      );
    case 'multi':
      return (
        <MultiSelectFilter
          label={control.label}
          noneLabel={control.noneLabel}
          options={control.options}
          values={(value ?? []) as readonly string[]}
          onSelect={change}
        />
      );
    case 'dateRange':
      return (
        <DateRangeFilter
          label={control.label}
          fromLabel={control.fromLabel}
          toLabel={control.toLabel}
          max={control.max}
          value={(value ?? {}) as DateRange}
          onRange={change}
        />
      );
    case 'checkbox':
      return <CheckboxFilter label={control.label} checked={value === true} onCheck={change} />;
    case 'chip':
      return null;
  }
}
