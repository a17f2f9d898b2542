import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways on its own when what it holds (a wide table) is wider than the screen, so the page
 * itself never does on a phone. Focusable and named, so a keyboard user can scroll it and a screen reader says what
 * it is (axe's scrollable-region-focusable). Positioned, so that the screen-reader-only texts of a table inside
 * (absolutely placed) are clipped by it rather than widening the page.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative max-w-full overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      {children}
    </div>
  );
}
