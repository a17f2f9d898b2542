import { Menu as MenuIcon, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useGymName } from '../../features/settings/api/get-public-settings';
import { usePerformanceMode } from '../../lib/performance-mode';
import { ConnectionIndicator } from './connection-indicator';
import { ProfileMenu } from './profile-menu';
import { useT } from '../../lib/i18n/use-t';

interface HeaderProps {
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onOpenMobile: () => void;
  onLogout: () => void;
}

export function Header({ collapsed, onToggleCollapsed, onOpenMobile, onLogout }: HeaderProps) {
  const gymName = useGymName();
  const performanceMode = usePerformanceMode();
  const t = useT();
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4">
      <button
        type="button"
        onClick={onOpenMobile}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
        aria-label={t('app.header.openMenu')}
      >
        <MenuIcon aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        onClick={onToggleCollapsed}
        className="hidden rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:inline-flex"
        aria-label={t(collapsed ? 'app.header.expandSidebar' : 'app.header.collapseSidebar')}
        aria-expanded={!collapsed}
      >
        {collapsed ? (
          <PanelLeftOpen aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        ) : (
          <PanelLeftClose aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        )}
      </button>
      <p className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900">{gymName}</p>
      {performanceMode ? (
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900">
          {t('app.header.performanceMode')}
        </span>
      ) : null}
      <ConnectionIndicator />
      <ProfileMenu onLogout={onLogout} />
    </header>
  );
}
