import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Description, Field, Label } from '@headlessui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { KeyboardEvent, ReactNode, Ref } from 'react';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import { Spinner } from '../ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { useT } from '../../lib/i18n/use-t';
import { memberLookupQueryOptions, useMemberLookup } from '../../lib/api/lookup-members';
import { enterAction, isMemberNumber, normaliseSearch, resolveLookup } from '../../lib/search-enter';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { inOrder } from '../../lib/in-order';
import { ArabicName } from './arabic-name';
import { useValidationText } from '../../lib/i18n/validation-text';

/** As-you-type delay: short enough to feel instant, long enough not to send a request per key. */
export const SEARCH_DEBOUNCE_MS = 150;

/** Every text the picker shows besides its label, in the user's language (a caller may word some its own way). */
function useMemberPickerTexts() {
  const t = useT();
  return {
    listLabel: t('kitDialogs.memberPicker.list'),
    /** The spec's empty text, under the box when nothing matches. */
    noneFound: t('kitDialogs.memberPicker.noneFound'),
    unnamed: t('kit.unknownMember'),
    found: (count: number) => t('kitDialogs.memberPicker.found', { count }),
    choose: (count: number, typed: string) => t('kitDialogs.memberPicker.choose', { count, typed }),
    noNumber: (typed: string) => t('kitDialogs.memberPicker.noNumber', { typed }),
    noMatch: (typed: string) => t('kitDialogs.memberPicker.noMatch', { typed }),
    failed: (message: string) => t('kitDialogs.memberPicker.failed', { message }),
  };
}
export type MemberPickerTexts = ReturnType<typeof useMemberPickerTexts>;

const SIZES = {
  md: {
    input: 'rounded-md py-2 ps-9 pe-9 text-sm',
    icon: 'top-2.5 start-3 size-4',
    spinner: 'top-2.5 end-3',
    list: 'max-h-72 rounded-md',
  },
  lg: {
    input: 'rounded-lg py-3 ps-11 pe-10 text-base',
    icon: 'top-3.5 start-3 size-5',
    spinner: 'top-3.5 end-3',
    list: 'max-h-[28rem] rounded-lg',
  },
} as const;

type Notice = { tone: 'info' | 'error'; text: string } | null;

interface MemberPickerProps {
  label: string;
  placeholder?: string;
  /** A member was chosen (Enter, a click, or a scanned number); the box empties for the next one. */
  onPick: (member: Member) => void;
  /** Under the box, tied to it for assistive technology (e.g. what Enter does at the desk). */
  hint?: string;
  /** A field's error, under the box and tied to it. */
  error?: string | undefined;
  /** Focus the box when it appears (the desk, a dialog); never elsewhere on a page, where it would scroll. */
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** What an option shows; by default the name, the member number and the e-mail. */
  describe?: (member: Member) => ReactNode;
  size?: keyof typeof SIZES;
  texts?: Partial<MemberPickerTexts>;
  /** What was typed, and whether Enter was pressed, before this picker arrived (member-picker-on-demand.tsx). */
  handOver?: { text: string; enter: boolean };
}

/**
 * The one member picker (the desk, the dashboard's quick check-in, the point of sale, the PT sale...), on Headless UI's
 * Combobox: type a name, e-mail, phone or member number and the matches appear; arrow keys move, a click chooses,
 * Escape closes the list, then clears the box. Enter never waits for what is on screen (lib/search-enter): a barcode
 * scanner types the member number and Enter faster than the results arrive, so Enter takes the highlighted result
 * only when the results answer exactly this text, and otherwise looks the text up at once and takes a sure match
 * (the exact member number, or the only match); several matches are listed to choose from, none is said.
 */
export function MemberPicker({
  label,
  placeholder,
  onPick,
  hint,
  error,
  autoFocus = false,
  inputRef,
  describe,
  size = 'md',
  texts: wording,
  handOver,
}: MemberPickerProps) {
  const texts = { ...useMemberPickerTexts(), ...wording };
  const errorText = useValidationText(error);
  const queryClient = useQueryClient();
  const [text, setText] = useState(handOver?.text ?? '');
  const [notice, setNotice] = useState<Notice>(null);
  const [resolving, setResolving] = useState(0);
  const [lookupsInOrder] = useState(inOrder);

  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const lookup = useMemberLookup(debounced);
  const searched = normaliseSearch(debounced);
  const typed = normaliseSearch(text) !== '';
  const members = typed && searched !== '' && lookup.data ? lookup.data : [];
  // Results of earlier text stay visible while the next arrive, but Enter only trusts results of this very text.
  const current = typed && searched !== '' && lookup.isSuccess && !lookup.isPlaceholderData;
  const looks = SIZES[size];

  function change(next: string) {
    setText(next);
    setNotice(null);
  }

  function pick(member: Member) {
    setText('');
    setNotice(null);
    onPick(member);
  }

  async function lookUpNow(typedText: string) {
    const scanned = isMemberNumber(typedText);
    const shown = typedText.trim();
    // A scanner sends the next number right away: the box must already be empty for it.
    if (scanned) setText('');
    setResolving((count) => count + 1);
    try {
      // Two scans back to back are picked in the order scanned, however their lookups answer.
      const found = await lookupsInOrder(queryClient.fetchQuery(memberLookupQueryOptions(typedText)));
      const outcome = resolveLookup(typedText, found);
      if (outcome.kind === 'pick') {
        setText((now) => (normaliseSearch(now) === normaliseSearch(typedText) ? '' : now));
        setNotice(null);
        onPick(outcome.member);
      } else if (outcome.kind === 'choose') {
        setNotice({ tone: 'info', text: texts.choose(found.length, shown) });
      } else {
        setNotice({ tone: 'error', text: scanned ? texts.noNumber(shown) : texts.noMatch(shown) });
      }
    } catch (failure) {
      setNotice({ tone: 'error', text: texts.failed(errorMessage(failure)) });
    } finally {
      setResolving((count) => count - 1);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, open: boolean, activeIndex: number | null) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      // Taken over from Headless UI (which would choose whatever is highlighted, even results of older text).
      event.preventDefault();
      const shown = open && current ? { text: searched, members } : undefined;
      const action = enterAction({ text, shown, activeIndex: activeIndex ?? 0 });
      if (action.kind === 'pick') pick(action.member);
      else if (action.kind === 'lookup') void lookUpNow(text);
    } else if (event.key === 'Escape' && !open && text !== '') {
      // The list is closed: Escape clears the box; on an empty box it goes on (e.g. to close the dialog).
      event.preventDefault();
      event.stopPropagation();
      change('');
    }
  }

  // Enter pressed before this picker arrived: answered as Enter is, by an immediate lookup.
  useEffect(() => {
    // The box took the focus from its look-alike: the caret goes after what was typed, as it was.
    const focused = document.activeElement;
    if (handOver && focused instanceof HTMLInputElement)
      focused.setSelectionRange(focused.value.length, focused.value.length);
    if (!handOver?.enter || normaliseSearch(handOver.text) === '') return;
    const answer = window.setTimeout(() => void lookUpNow(handOver.text), 0);
    return () => window.clearTimeout(answer);
    // Once, for what happened before the picker mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const busy = resolving > 0 || (lookup.isFetching && typed);
  const status = !current ? '' : members.length === 0 ? texts.noneFound : texts.found(members.length);

  return (
    <Field className="relative">
      <Label className="mb-1 block text-sm font-medium text-slate-800">{label}</Label>
      <Combobox<Member | null>
        value={null}
        by="id"
        onChange={(member) => {
          if (member) pick(member);
        }}
      >
        {({ open, activeIndex }) => (
          <>
            <div className="relative">
              <Search aria-hidden="true" className={`pointer-events-none absolute text-slate-500 ${looks.icon}`} />
              <ComboboxInput
                ref={inputRef}
                autoFocus={autoFocus}
                autoComplete="off"
                autoCorrect="off"
                autoCapitalize="off"
                spellCheck={false}
                enterKeyHint="go"
                aria-invalid={error ? true : undefined}
                placeholder={placeholder}
                value={text}
                displayValue={() => text}
                onChange={(event) => change(event.target.value)}
                onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => onKeyDown(event, open, activeIndex)}
                className={`block w-full border border-slate-300 bg-white text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-700 ${looks.input}`}
              />
              {busy ? (
                <span className={`absolute text-slate-600 ${looks.spinner}`}>
                  <Spinner className={size === 'lg' ? 'size-5' : undefined} />
                </span>
              ) : null}
            </div>
            {hint ? <Description className="mt-1 text-xs text-slate-600">{hint}</Description> : null}
            {error ? (
              <Description role="alert" className="mt-1 text-sm text-red-700">
                {errorText}
              </Description>
            ) : null}
            {/* Always there while Headless UI holds the list open, so the box's aria-controls names it; hidden when empty. */}
            <ComboboxOptions
              // Not modal: the label, the desk's outcome and the page stay readable and scrollable while it is open.
              modal={false}
              hidden={!typed || members.length === 0}
              aria-label={texts.listLabel}
              className={`absolute z-20 mt-1 w-full overflow-y-auto border border-slate-200 bg-white py-1 shadow-lg ${looks.list}`}
            >
              {members.map((member) => (
                <ComboboxOption
                  key={member.id}
                  value={member}
                  className="cursor-pointer px-3 py-2 text-sm data-focus:bg-indigo-50 data-focus:ring-2 data-focus:ring-indigo-600 data-focus:ring-inset"
                >
                  {describe ? describe(member) : <MemberLine member={member} unnamed={texts.unnamed} />}
                </ComboboxOption>
              ))}
            </ComboboxOptions>
          </>
        )}
      </Combobox>
      <p role="status" className="mt-1 min-h-5 text-sm text-slate-700">
        {status === texts.noneFound ? status : <span className="sr-only">{status}</span>}
      </p>
      {notice ? (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={`mt-1 text-sm ${notice.tone === 'error' ? 'font-medium text-red-800' : 'text-slate-800'}`}
        >
          {notice.text}
        </p>
      ) : null}
    </Field>
  );
}

/** The default option: name, member number and e-mail. */
function MemberLine({ member, unnamed }: { member: Member; unnamed: string }) {
  return (
    <>
      <span className="block font-medium text-slate-900">{member.memberName || unnamed}</span>
      <ArabicName member={member} className="text-sm text-slate-800" />
      <span className="block text-xs text-slate-700">
        #{member.memberNumber}
        {member.email ? ` · ${member.email}` : ''}
      </span>
    </>
  );
}
