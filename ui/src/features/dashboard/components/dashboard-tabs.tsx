import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export interface DashboardTab {
  readonly label: string;
  readonly content: ReactNode;
}

/**
 * Tabs of a dashboard panel, the WAI-ARIA tabs pattern with automatic activation: the first tab is selected by
 * default, arrow keys (wrapping), Home and End move the selection and the focus, only the selected tab is in the tab
 * order and only its panel is rendered. Written out rather than Headless UI's Tabs, which bring react-aria's
 * interaction hooks into the dashboard's JavaScript (DESIGN section 8 budget).
 */
export function DashboardTabs({ label, tabs }: { label: string; tabs: readonly DashboardTab[] }) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(selected, tabs.length - 1);

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
      PageUp: 0,
      PageDown: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="mb-4 flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === current}
            aria-controls={index === current ? `${id}-panel-${index}` : undefined}
            tabIndex={index === current ? 0 : -1}
            data-selected={index === current ? '' : undefined}
            onClick={() => select(index)}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-white/60 data-selected:bg-white data-selected:text-slate-900 data-selected:shadow-sm"
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        // A panel per tab, as before: switching tabs mounts the other panel's content afresh.
        key={tabs[current]?.label}
        role="tabpanel"
        id={`${id}-panel-${current}`}
        aria-labelledby={`${id}-tab-${current}`}
        tabIndex={0}
        className="rounded-md focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
      >
        {tabs[current]?.content}
      </div>
    </div>
  );
}
