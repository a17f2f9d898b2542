import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';

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
    tab: 'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-white/60 focus:outline-none data-focus:ring-2 data-focus:ring-indigo-600 data-selected:bg-white data-selected:text-slate-900 data-selected:shadow-sm',
  },
  /** A page's sections: a row of tabs over a rule, the selected one underlined. */
  underline: {
    list: 'mb-4 flex max-w-full flex-wrap gap-x-2 border-b border-slate-200',
    tab: '-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-700 hover:text-slate-900 focus:outline-none data-focus:ring-2 data-focus:ring-indigo-600 data-selected:border-indigo-700 data-selected:text-indigo-800',
  },
} as const;

const keyOf = (tab: TabItem) => tab.key ?? tab.label;

/**
 * Tabs on Headless UI's TabGroup (the WAI-ARIA tabs pattern, automatic activation): arrow keys (wrapping, mirrored
 * right to left), Home and End move the selection, only the selected tab is in the tab order and only the selected
 * panel is mounted (switching mounts the other panel afresh). The first tab is selected unless the caller keeps the
 * selection (`selected` with `onSelect`, e.g. in the address).
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
  const index =
    selected === undefined
      ? undefined
      : Math.max(
          0,
          tabs.findIndex((tab) => keyOf(tab) === selected),
        );
  return (
    <TabGroup
      {...(index === undefined ? {} : { selectedIndex: index })}
      onChange={(next: number) => {
        const tab = tabs[next];
        if (tab) onSelect?.(keyOf(tab));
      }}
    >
      <TabList aria-label={label} className={LOOKS[look].list}>
        {tabs.map((tab) => (
          <Tab key={keyOf(tab)} className={LOOKS[look].tab}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {tabs.map((tab) => (
          <TabPanel
            key={keyOf(tab)}
            className="rounded-md focus:outline-none data-focus:ring-2 data-focus:ring-indigo-600"
          >
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
