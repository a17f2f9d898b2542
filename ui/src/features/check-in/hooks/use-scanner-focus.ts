import { useEffect } from 'react';
import type { RefObject } from 'react';

const EDITABLE = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/**
 * Keeps the desk ready for the next scan: a character typed while the focus is elsewhere on the page (a button just
 * clicked, the page itself) goes to the search box instead of being lost. Fields, dialogs and shortcuts are left
 * alone.
 */
export function useScannerFocus(inputRef: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
      // Space presses the focused button; it is never part of a member number.
      if (event.key === ' ') return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(EDITABLE) || target?.closest('[role="dialog"]')) return;
      if (document.querySelector('[role="dialog"]')) return;
      inputRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [inputRef]);
}
