import { Link, NavLink, useLocation } from 'react-router';
import { hasPermission, useSessionUser } from '../../hooks/use-session-user';
import { NAV_ITEMS } from './nav-items';
import { activeNavTarget } from './nav-match';
import { useT } from '../../lib/i18n/use-t';

const itemClasses = (active: boolean, collapsed: boolean) =>
  `flex items-center gap-3 rounded-md py-2 text-sm font-medium ${collapsed ? 'justify-center px-2' : 'px-3'} ${
    active ? 'bg-indigo-700 text-white' : 'text-slate-200 hover:bg-slate-800 hover:text-white'
  }`;

const childClasses = (active: boolean) =>
  `block rounded-md py-1.5 ps-11 pe-3 text-sm ${active ? 'font-semibold text-white underline underline-offset-4' : 'text-slate-300 hover:text-white'}`;

interface SidebarNavProps {
  /** Icon rail: labels become accessible names only, submenus are hidden. */
  collapsed: boolean;
  onNavigate?: () => void;
}

/** The menu items this user may use; the current route's item is highlighted (and aria-current="page"). */
export function SidebarNav({ collapsed, onNavigate }: SidebarNavProps) {
  const user = useSessionUser();
  const t = useT();
  const items = NAV_ITEMS.filter((item) => hasPermission(user, item.permission));
  // One entry is the page's, the most specific (NavLink alone would light Classes on /classes/reports too).
  const active = activeNavTarget(useLocation().pathname, items);
  return (
    <nav aria-label={t('app.nav.main')} className="flex-1 overflow-y-auto px-2 py-4">
      <ul className="grid gap-1">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={onNavigate}
              title={collapsed ? t(item.label) : undefined}
              aria-current={active === item.to ? 'page' : undefined}
              className={itemClasses(active === item.to, collapsed)}
            >
              <item.icon aria-hidden="true" className="size-5 shrink-0" />
              <span className={collapsed ? 'sr-only' : ''}>{t(item.label)}</span>
            </Link>
            {item.children && !collapsed ? (
              <ul className="mt-1 grid gap-0.5" aria-label={t('app.nav.views', { section: t(item.label) })}>
                {item.children.map((child) => (
                  <li key={child.to}>
                    <NavLink
                      to={child.to}
                      end
                      onClick={onNavigate}
                      className={({ isActive }) => childClasses(isActive)}
                    >
                      {t(child.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
