import { X } from 'lucide-react';
import type { FilterChip } from './active-chips';

/** The active filters as chips, each with a button that removes it. */
export function FilterChips<V>({
  chips,
  label,
  removeLabel,
  onRemove,
}: {
  chips: readonly FilterChip<V>[];
  /** The list's accessible name, e.g. "Active filters". */
  label: string;
  /** The remove button's accessible name for a chip's text, e.g. `Remove ${text}`. */
  removeLabel: (text: string) => string;
  onRemove: (changes: Partial<V>) => void;
}) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label={label} className="flex min-w-0 flex-wrap gap-2">
      {chips.map((chip) => (
        <li
          key={chip.id}
          className="flex max-w-full min-w-0 items-center gap-1 rounded-full border border-indigo-200 bg-indigo-50 ps-3 text-sm text-indigo-900"
        >
          <span aria-hidden="true" className="truncate">
            {chip.text}
          </span>
          {/* Named by its content, not aria-label: a chip must not answer to its control's label. */}
          <button
            type="button"
            onClick={() => onRemove(chip.remove)}
            className="rounded-full p-1.5 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-700"
          >
            <X aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{removeLabel(chip.text)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
