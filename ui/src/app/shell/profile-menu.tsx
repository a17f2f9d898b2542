import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { ChevronDown, LogOut, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { useCan, useSessionUser } from '../../features/auth/hooks/use-session-user';
import { UserAvatar } from './user-avatar';

const itemClasses = 'flex w-full items-center gap-2 px-4 py-2 text-left text-sm text-slate-800 data-focus:bg-slate-100';

/** The header's profile menu (Headless UI: arrow keys, Escape, focus return). Settings only for who may open it. */
export function ProfileMenu({ onLogout }: { onLogout: () => void }) {
  const user = useSessionUser();
  const canManageSettings = useCan('canManageSettings');
  const name = user?.name || 'User';
  return (
    <Menu as="div" className="relative">
      <MenuButton className="flex items-center gap-2 rounded-md p-1 text-left hover:bg-slate-100">
        <UserAvatar name={name} avatar={user?.avatar ?? null} />
        <span className="hidden min-w-0 sm:block">
          <span className="block truncate text-sm font-medium text-slate-900">{name}</span>
          {user?.roleName ? <span className="block truncate text-xs text-slate-600">{user.roleName}</span> : null}
        </span>
        <span className="sr-only sm:hidden">{name}</span>
        <span className="sr-only">, open profile menu</span>
        <ChevronDown aria-hidden="true" className="size-4 text-slate-600" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-2 w-48 rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none"
      >
        {canManageSettings ? (
          <MenuItem>
            <Link to="/settings" className={itemClasses}>
              <Settings aria-hidden="true" className="size-4" />
              Settings
            </Link>
          </MenuItem>
        ) : null}
        <MenuItem>
          <button type="button" onClick={onLogout} className={itemClasses}>
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
