import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { Check, ChevronDown } from 'lucide-react';
import type { FilterOption } from './filter-controls';
import { filterControlClasses, filterItemClasses, filterLabelClasses } from './filter-classes';
import { optionClasses, optionsPanelClasses } from './select-filter';

/** Any number of values from a Headless UI listbox that stays open while choosing; each chosen one is also a chip. */
export function MultiSelectFilter({
  label,
  noneLabel,
  options,
  values,
  onSelect,
}: {
  label: string;
  noneLabel: string;
  options: readonly FilterOption[];
  values: readonly string[];
  onSelect: (values: string[]) => void;
}) {
  const shown =
    values.length === 0
      ? noneLabel
      : values.map((value) => options.find((option) => option.value === value)?.label ?? value).join(', ');
  return (
    <Field className={filterItemClasses}>
      <Label className={filterLabelClasses}>{label}</Label>
      <Listbox value={[...values]} onChange={onSelect} multiple>
        <ListboxButton className={`${filterControlClasses} flex items-center justify-between gap-2 text-start`}>
          <span className="truncate">{shown}</span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        </ListboxButton>
        <ListboxOptions anchor="bottom start" className={optionsPanelClasses}>
          {options.map((option) => (
            <ListboxOption key={option.value} value={option.value} className={`group ${optionClasses}`}>
              <Check aria-hidden="true" className="invisible size-4 shrink-0 group-data-selected:visible" />
              {option.label}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </Field>
  );
}
