import { lazy, Suspense } from 'react';
import { SidebarBrand } from './sidebar-brand';
import { SidebarNav } from './sidebar-nav';
import { useT } from '../../lib/i18n/use-t';

// The small-screen overlay: its code (Headless UI's dialog) loads when the menu is first opened.
const MobileSidebar = lazy(() => import('./mobile-sidebar'));

interface SidebarProps {
  collapsed: boolean;
  mobileOpen: boolean;
  onCloseMobile: () => void;
}

/**
 * Large screens: a fixed column, expanded (icons and labels) or collapsed (narrow icon rail). Small screens: an
 * overlay with a dimming backdrop (see MobileSidebar), mounted while it is open.
 */
export function Sidebar({ collapsed, mobileOpen, onCloseMobile }: SidebarProps) {
  const t = useT();
  return (
    <>
      <aside
        aria-label={t('app.nav.sidebar')}
        className={`fixed inset-y-0 start-0 z-30 hidden flex-col bg-slate-900 pb-10 lg:flex ${collapsed ? 'w-16' : 'w-64'}`}
      >
        <SidebarBrand collapsed={collapsed} />
        <SidebarNav collapsed={collapsed} />
      </aside>

      {mobileOpen ? (
        <Suspense fallback={null}>
          <MobileSidebar open onClose={onCloseMobile} />
        </Suspense>
      ) : null}
    </>
  );
}
