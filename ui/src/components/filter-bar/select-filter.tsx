import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { Check, ChevronDown } from 'lucide-react';
import { choicesWithAll } from './filter-controls';
import type { SingleChoiceFilterProps } from './filter-controls';
import { filterControlClasses, filterItemClasses, filterLabelClasses } from './filter-classes';

export const optionsPanelClasses =
  'z-50 max-h-72 w-(--button-width) min-w-44 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg [--anchor-gap:4px] focus:outline-none';
export const optionClasses =
  'flex cursor-default items-center gap-2 px-3 py-2 text-slate-900 select-none data-focus:bg-indigo-50 data-selected:font-semibold';

/** One value or none, from a Headless UI listbox (arrows, type-ahead, Escape; announced as a listbox). */
export function SelectFilter({ label, allLabel, options, value, onSelect }: SingleChoiceFilterProps) {
  const choices = choicesWithAll(allLabel, options);
  const shown = choices.find((choice) => choice.value === (value ?? ''))?.label ?? value;
  return (
    <Field className={filterItemClasses}>
      <Label className={filterLabelClasses}>{label}</Label>
      <Listbox value={value ?? ''} onChange={(next: string) => onSelect(next || undefined)}>
        <ListboxButton className={`${filterControlClasses} flex items-center justify-between gap-2 text-start`}>
          <span className="truncate">{shown}</span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        </ListboxButton>
        <ListboxOptions anchor="bottom start" className={optionsPanelClasses}>
          {choices.map((choice) => (
            <ListboxOption key={choice.value} value={choice.value} className={`group ${optionClasses}`}>
              <Check aria-hidden="true" className="invisible size-4 shrink-0 group-data-selected:visible" />
              {choice.label}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </Field>
  );
}
