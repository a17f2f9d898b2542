import { Outlet, useNavigation } from 'react-router';
import { PageLoading } from '../../components/feedback/page-loading';
import { DemoModeBanner } from '../../features/auth/components/demo-mode-banner';
import { ReadModelNotice } from '../../features/system/components/read-model-notice';
import { AddMemberButton } from './add-member-button';
import { AppFooter } from './app-footer';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { useSidebarState } from './use-sidebar-state';
import { useT } from '../../lib/i18n/use-t';

/**
 * Sidebar, header, the page, the floating Add Member button and the footer (spec section 2 "Shell"); above the
 * header, the demo mode notice while the server runs in demo mode.
 */
export function AppShell({ onLogout }: { onLogout: () => void }) {
  const sidebar = useSidebarState();
  const navigation = useNavigation();
  const t = useT();
  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-[60] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-indigo-800"
      >
        {t('app.skipToMain')}
      </a>
      <Sidebar collapsed={sidebar.collapsed} mobileOpen={sidebar.mobileOpen} onCloseMobile={sidebar.closeMobile} />
      <div className={`flex min-h-screen flex-col ${sidebar.collapsed ? 'lg:ps-16' : 'lg:ps-64'}`}>
        <DemoModeBanner />
        <Header
          collapsed={sidebar.collapsed}
          onToggleCollapsed={sidebar.toggleCollapsed}
          onOpenMobile={sidebar.openMobile}
          onLogout={onLogout}
        />
        <ReadModelNotice />
        {/* The bottom padding clears the fixed footer (2.5rem) and the Add Member button above it (up to 7.5rem),
            so the last rows of a table can be scrolled into view and clicked. */}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 pb-36 focus:outline-none sm:p-6 sm:pb-36">
          {/* A lazily loaded page keeps the previous one on screen while its code arrives; say so. */}
          {navigation.state === 'loading' ? (
            <div className="mb-4">
              <PageLoading />
            </div>
          ) : null}
          <Outlet />
        </main>
      </div>
      <AddMemberButton />
      <AppFooter />
    </div>
  );
}
