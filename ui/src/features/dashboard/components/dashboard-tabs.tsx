import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';

export interface DashboardTab {
  readonly label: string;
  readonly content: ReactNode;
}

/** Tabs of a dashboard panel (Headless UI: arrow keys move between tabs, the first is selected by default). */
export function DashboardTabs({ label, tabs }: { label: string; tabs: readonly DashboardTab[] }) {
  return (
    <TabGroup>
      <TabList aria-label={label} className="mb-4 flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        {tabs.map((tab) => (
          <Tab
            key={tab.label}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 data-hover:bg-white/60 data-selected:bg-white data-selected:text-slate-900 data-selected:shadow-sm"
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {tabs.map((tab) => (
          <TabPanel
            key={tab.label}
            className="rounded-md focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
          >
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
