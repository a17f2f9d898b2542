import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { X } from 'lucide-react';
import { SidebarBrand } from './sidebar-brand';
import { SidebarNav } from './sidebar-nav';
import { useT } from '../../lib/i18n/use-t';

/**
 * The sidebar on small screens: an overlay with a dimming backdrop (a Headless UI dialog: focus stays inside, Escape
 * or a backdrop click closes it). Loaded when the menu is first opened, so the dialog code is not part of the boot.
 */
export default function MobileSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} aria-label={t('app.nav.menu')} className="relative z-50 lg:hidden">
      <DialogBackdrop data-testid="sidebar-backdrop" className="fixed inset-0 bg-slate-900/60" />
      <DialogPanel className="fixed inset-y-0 start-0 flex w-72 max-w-[85vw] flex-col bg-slate-900">
        <div className="flex items-center justify-between pe-2">
          <SidebarBrand collapsed={false} />
          <button
            type="button"
            onClick={onClose}
            className="rounded-md p-2 text-slate-200 hover:bg-slate-800"
            aria-label={t('app.header.closeMenu')}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <SidebarNav collapsed={false} onNavigate={onClose} />
      </DialogPanel>
    </Dialog>
  );
}
