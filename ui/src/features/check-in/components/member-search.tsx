import { useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { memberLookupQueryOptions, useMemberLookup } from '../../../lib/api/lookup-members';
import { enterAction, isMemberNumber, normaliseSearch, resolveLookup } from '../../../lib/search-enter';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { MemberSummary } from '../../../components/member/member-summary';

/** As-you-type delay: short enough to feel instant, long enough not to send a request per key. */
export const SEARCH_DEBOUNCE_MS = 150;

interface MemberSearchProps {
  /** A member was chosen (Enter, click, or a scanned number): check them in. */
  onPick: (member: Member) => void;
  today: string;
  inputRef?: Ref<HTMLInputElement>;
}

type Notice = { tone: 'info' | 'error'; text: string } | null;

/**
 * The desk's one search box (WAI-ARIA combobox with a listbox popup). Type a name, email, phone or member number:
 * the matches appear as you type; arrow keys move, Enter checks in the highlighted member, Escape closes the list or
 * clears the box. A barcode scanner types the member number and Enter: that member is checked in at once and the box
 * is empty again for the next scan.
 */
export function MemberSearch({ onPick, today, inputRef }: MemberSearchProps) {
  const queryClient = useQueryClient();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState<{ text: string; index: number }>({ text: '', index: 0 });
  const [notice, setNotice] = useState<Notice>(null);
  const [resolving, setResolving] = useState(0);

  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const lookup = useMemberLookup(debounced);
  const searched = normaliseSearch(debounced);
  const members = searched !== '' && lookup.data ? lookup.data : [];
  // Results of earlier text stay visible while the next arrive, but Enter only trusts results of this very text.
  const current = !lookup.isPlaceholderData && lookup.isSuccess;
  const shown = current ? { text: searched, members } : undefined;
  const activeIndex = active.text === searched && active.index < members.length ? active.index : 0;
  const open = focused && !dismissed && normaliseSearch(text) !== '' && members.length > 0;
  const activeMember = open ? members[activeIndex] : undefined;
  const optionId = (index: number) => `${id}-option-${index}`;

  function change(next: string) {
    setText(next);
    setDismissed(false);
    setNotice(null);
  }

  function pick(member: Member) {
    setText('');
    setNotice(null);
    onPick(member);
  }

  async function lookUpNow(typed: string) {
    const scanned = isMemberNumber(typed);
    // A scanner sends the next number right away: the box must already be empty for it.
    if (scanned) setText('');
    setResolving((count) => count + 1);
    try {
      const found = await queryClient.fetchQuery(memberLookupQueryOptions(typed));
      const outcome = resolveLookup(typed, found);
      if (outcome.kind === 'pick') {
        setText((now) => (normaliseSearch(now) === normaliseSearch(typed) ? '' : now));
        setNotice(null);
        onPick(outcome.member);
      } else if (outcome.kind === 'choose') {
        setDismissed(false);
        setNotice({ tone: 'info', text: `${found.length} members match "${typed.trim()}": choose one.` });
      } else {
        setNotice({
          tone: 'error',
          text: scanned ? `No member has the number ${typed.trim()}.` : `No member matches "${typed.trim()}".`,
        });
      }
    } catch (error) {
      setNotice({ tone: 'error', text: `Could not search members: ${errorMessage(error)}` });
    } finally {
      setResolving((count) => count - 1);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (members.length === 0) return;
        if (!open) {
          setDismissed(false);
          return;
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive({ text: searched, index: (activeIndex + step + members.length) % members.length });
        return;
      }
      case 'Enter': {
        event.preventDefault();
        // With the list closed nothing is highlighted: the text is looked up and only a sure match is taken.
        const action = enterAction({ text, shown: open ? shown : undefined, activeIndex });
        if (action.kind === 'pick') pick(action.member);
        else if (action.kind === 'lookup') void lookUpNow(text);
        return;
      }
      case 'Escape': {
        if (open) setDismissed(true);
        else change('');
        event.preventDefault();
        return;
      }
    }
  }

  const busy = resolving > 0 || (lookup.isFetching && searched !== '');
  const status =
    searched === '' || !lookup.isSuccess
      ? ''
      : members.length === 0
        ? `No member matches "${debounced.trim()}".`
        : `${members.length} member${members.length === 1 ? '' : 's'} found. Use the arrow keys and Enter to check in.`;

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="mb-1 block text-sm font-medium text-slate-800">
        Find a member or scan a card
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-3.5 left-3 size-5 text-slate-500" />
        <input
          id={`${id}-input`}
          ref={inputRef}
          type="text"
          role="combobox"
          autoFocus
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeMember ? optionId(activeIndex) : undefined}
          aria-describedby={`${id}-hint`}
          placeholder="Name, phone, email or member number"
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          className="block w-full rounded-lg border border-slate-300 bg-white py-3 pr-10 pl-11 text-base text-slate-900 placeholder:text-slate-500"
        />
        {busy ? (
          <span className="absolute top-3.5 right-3 text-slate-600">
            <Spinner className="size-5" />
          </span>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        Enter checks in the highlighted member. A scanned member number is checked in at once.
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label="Matching members"
        hidden={!open}
        className="absolute z-20 mt-1 max-h-[28rem] w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {open
          ? members.map((member, index) => (
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
                className={`cursor-pointer px-3 py-2 ${index === activeIndex ? 'bg-indigo-50 ring-2 ring-indigo-600 ring-inset' : ''}`}
              >
                <MemberSummary member={member} today={today} />
              </li>
            ))
          : null}
      </ul>
      <p role="status" className="sr-only">
        {status}
      </p>
      {notice ? (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={`mt-2 text-sm ${notice.tone === 'error' ? 'font-medium text-red-800' : 'text-slate-800'}`}
        >
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}
