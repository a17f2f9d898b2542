import { useCallback, useState } from 'react';

/** Expanded or collapsed rail on large screens; the overlay on small screens has its own open state. */
export function useSidebarState() {
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  return {
    collapsed,
    mobileOpen,
    toggleCollapsed: useCallback(() => setCollapsed((value) => !value), []),
    openMobile: useCallback(() => setMobileOpen(true), []),
    closeMobile: useCallback(() => setMobileOpen(false), []),
  };
}
