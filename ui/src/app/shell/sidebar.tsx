import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { Dumbbell, X } from 'lucide-react';
import { useGymName } from '../../features/settings/api/get-public-settings';
import { SidebarNav } from './sidebar-nav';

function Brand({ collapsed }: { collapsed: boolean }) {
  const gymName = useGymName();
  return (
    <div className={`flex h-16 items-center gap-2 border-b border-slate-800 ${collapsed ? 'justify-center' : 'px-4'}`}>
      <Dumbbell aria-hidden="true" className="size-6 shrink-0 text-indigo-300" />
      {collapsed ? null : <span className="truncate text-base font-semibold text-white">{gymName}</span>}
    </div>
  );
}

interface SidebarProps {
  collapsed: boolean;
  mobileOpen: boolean;
  onCloseMobile: () => void;
}

/**
 * Large screens: a fixed column, expanded (icons and labels) or collapsed (narrow icon rail). Small screens: an
 * overlay with a dimming backdrop (a Headless UI dialog: focus stays inside, Escape or a backdrop click closes it).
 */
export function Sidebar({ collapsed, mobileOpen, onCloseMobile }: SidebarProps) {
  return (
    <>
      <aside
        aria-label="Sidebar"
        className={`fixed inset-y-0 left-0 z-30 hidden flex-col bg-slate-900 pb-10 lg:flex ${collapsed ? 'w-16' : 'w-64'}`}
      >
        <Brand collapsed={collapsed} />
        <SidebarNav collapsed={collapsed} />
      </aside>

      <Dialog open={mobileOpen} onClose={onCloseMobile} aria-label="Menu" className="relative z-50 lg:hidden">
        <DialogBackdrop data-testid="sidebar-backdrop" className="fixed inset-0 bg-slate-900/60" />
        <DialogPanel className="fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-slate-900">
          <div className="flex items-center justify-between pr-2">
            <Brand collapsed={false} />
            <button
              type="button"
              onClick={onCloseMobile}
              className="rounded-md p-2 text-slate-200 hover:bg-slate-800"
              aria-label="Close menu"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <SidebarNav collapsed={false} onNavigate={onCloseMobile} />
        </DialogPanel>
      </Dialog>
    </>
  );
}
