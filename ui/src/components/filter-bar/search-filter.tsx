import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { filterControlClasses, filterItemClasses, filterLabelClasses } from './filter-classes';

/** How long typing must pause before the list is asked again. */
const SEARCH_PAUSE_MS = 300;

/**
 * A search box that reports its text once typing pauses (no request per key), and shows the filter's text when it
 * changes from elsewhere (Back, a removed chip, "Clear filters").
 */
export function SearchFilter({
  label,
  placeholder,
  hint,
  value,
  onSearch,
}: {
  label: string;
  placeholder?: string | undefined;
  hint?: string | undefined;
  value: string | undefined;
  onSearch: (text: string | undefined) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const settled = useDebouncedValue(text.trim(), SEARCH_PAUSE_MS);
  useEffect(() => {
    if ((value ?? '') !== settled) onSearch(settled || undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a paused edit of the box searches
  }, [settled]);

  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if ((value ?? '') !== text.trim()) setText(value ?? '');
  }

  return (
    <div className={`${filterItemClasses} sm:flex-[2_1_16rem]`}>
      <label htmlFor={id} className={filterLabelClasses}>
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-2.5 size-4 text-slate-500" />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          aria-describedby={hint ? `${id}-hint` : undefined}
          autoComplete="off"
          className={`${filterControlClasses} ps-9`}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
