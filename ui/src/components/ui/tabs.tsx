import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export interface TabItem {
  /** Names the tab for the program (the address, the caller's state); the label when absent. */
  readonly key?: string;
  readonly label: string;
  readonly content: ReactNode;
}

const LOOKS = {
  /** A panel's small switch (dashboard cards): the selected tab is a raised pill. */
  pills: {
    list: 'mb-4 flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1',
    tab: 'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-white/60 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 aria-selected:bg-white aria-selected:text-slate-900 aria-selected:shadow-sm',
  },
  /** A page's sections: a row of tabs over a rule, the selected one underlined. */
  underline: {
    list: 'mb-4 flex max-w-full flex-wrap gap-x-2 border-b border-slate-200',
    tab: '-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-700 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 aria-selected:border-indigo-700 aria-selected:text-indigo-800',
  },
} as const;

const keyOf = (tab: TabItem) => tab.key ?? tab.label;

/**
 * The tab a key moves the selection to, in the list's order (wrapping), as Headless UI's tabs did: arrows left and
 * right to the previous and next, Home and Page Up to the first, End and Page Down to the last; none for other keys.
 */
function tabAfterKey(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'ArrowRight':
      return (index + 1) % count;
    case 'Home':
    case 'PageUp':
      return 0;
    case 'End':
    case 'PageDown':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * Tabs after the WAI-ARIA tabs pattern, automatic activation (written out rather than Headless UI's TabGroup, which
 * put its focus management in the dashboard's first load): arrow keys (wrapping), Home and End move the selection
 * and the focus, only the selected tab is in the tab order and only the selected panel is mounted (switching mounts
 * the other panel afresh). The first tab is selected unless the caller keeps the selection (`selected` with
 * `onSelect`, e.g. in the address).
 */
export function Tabs({
  label,
  tabs,
  selected,
  onSelect,
  look = 'pills',
}: {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem[];
  /** The selected tab's key, when the caller keeps it; otherwise the tabs keep their own. */
  selected?: string;
  onSelect?: (key: string) => void;
  look?: keyof typeof LOOKS;
}) {
  const id = useId();
  const [own, setOwn] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const found = selected === undefined ? own : tabs.findIndex((tab) => keyOf(tab) === selected);
  const index = Math.min(Math.max(0, found), tabs.length - 1);
  const current = tabs[index];

  const choose = (next: number) => {
    const tab = tabs[next];
    if (!tab) return;
    if (next !== index) onSelect?.(keyOf(tab));
    if (selected === undefined) setOwn(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, at: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(at);
      return;
    }
    const next = tabAfterKey(event.key, at, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    choose(next);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={LOOKS[look].list}>
        {tabs.map((tab, at) => (
          <button
            key={keyOf(tab)}
            ref={(button) => {
              buttons.current[at] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${at}`}
            aria-selected={at === index}
            aria-controls={at === index ? `${id}-panel` : undefined}
            tabIndex={at === index ? 0 : -1}
            className={LOOKS[look].tab}
            onClick={() => choose(at)}
            onKeyDown={(event) => onKeyDown(event, at)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current ? (
        <div
          key={keyOf(current)}
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${index}`}
          tabIndex={0}
          className="rounded-md focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
        >
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
