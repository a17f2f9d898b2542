import { choicesWithAll } from './filter-controls';
import type { SingleChoiceFilterProps } from './filter-controls';

/** One value or none as a row of pressed/unpressed buttons, for a few choices worth seeing at once. */
export function ToggleFilter({ label, allLabel, options, value, onSelect }: SingleChoiceFilterProps) {
  const choices = choicesWithAll(allLabel, options);
  return (
    <div role="group" aria-label={label} className="flex w-full flex-wrap gap-2">
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={choice.value === (value ?? '')}
          onClick={() => onSelect(choice.value || undefined)}
          className="rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-700 aria-pressed:border-indigo-700 aria-pressed:bg-indigo-700 aria-pressed:text-white"
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
