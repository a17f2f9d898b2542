import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import { Spinner } from '../ui/spinner';
import { useMemberLookup } from '../../lib/api/lookup-members';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { normaliseSearch } from '../../lib/search-enter';

const SEARCH_DEBOUNCE_MS = 200;

interface MemberComboboxProps {
  label: string;
  placeholder?: string;
  /** A member was chosen (click, or Enter on the highlighted one); the box empties. */
  onPick: (member: Member) => void;
  /** Shown under the box (e.g. a field's error); tied to it for assistive technology. */
  error?: string | undefined;
  /** Focus the box when it appears (inside a dialog); never on a page, where it would scroll. */
  autoFocus?: boolean;
}

/**
 * Find a member as you type (WAI-ARIA combobox with a listbox popup): first name, last name or email in any case
 * (the lookup also takes phone and member number). Arrow keys move, Enter or a click chooses, Escape closes the list
 * or clears the box. "No members found" when nothing matches.
 */
export function MemberCombobox({ label, placeholder, onPick, error, autoFocus = false }: MemberComboboxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState({ text: '', index: 0 });

  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const lookup = useMemberLookup(debounced);
  const searched = normaliseSearch(debounced);
  const typed = normaliseSearch(text) !== '';
  const results = typed && searched !== '' && lookup.data ? lookup.data : [];
  const answered = typed && searched !== '' && lookup.isSuccess && !lookup.isPlaceholderData;
  const expanded = open && results.length > 0;
  const activeIndex = active.text === searched && active.index < results.length ? active.index : 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  function pick(member: Member) {
    setText('');
    setOpen(false);
    onPick(member);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive({ text: searched, index: (activeIndex + step + results.length) % results.length });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const member = expanded ? results[activeIndex] : undefined;
      if (member) pick(member);
    } else if (event.key === 'Escape' && (expanded || text !== '')) {
      // Inside a dialog, Escape on an empty box closes the dialog as usual.
      event.preventDefault();
      event.stopPropagation();
      if (expanded) setOpen(false);
      else setText('');
    }
  }

  return (
    <div className="relative">
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-500" />
        <input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          autoFocus={autoFocus}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? optionId(activeIndex) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          className="block w-full rounded-md border border-slate-300 bg-white py-2 pr-9 pl-9 text-sm text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-700"
        />
        {lookup.isFetching && typed ? (
          <span className="absolute top-2.5 right-3 text-slate-600">
            <Spinner />
          </span>
        ) : null}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Members found"
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {expanded
          ? results.map((member, index) => (
              <li
                key={member.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                // Keep the focus in the box: a click must not blur it first.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => {
                  if (index !== activeIndex) setActive({ text: searched, index });
                }}
                onClick={() => pick(member)}
                className={`cursor-pointer px-3 py-2 text-sm ${index === activeIndex ? 'bg-indigo-50' : ''}`}
              >
                <span className="block font-medium text-slate-900">{member.memberName || 'Unknown Member'}</span>
                <span className="block text-xs text-slate-700">
                  #{member.memberNumber}
                  {member.email ? ` · ${member.email}` : ''}
                </span>
              </li>
            ))
          : null}
      </ul>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <p role="status" className="mt-1 min-h-5 text-sm text-slate-700">
        {answered && results.length === 0 ? 'No members found' : ''}
      </p>
    </div>
  );
}
