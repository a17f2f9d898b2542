import { Dumbbell } from 'lucide-react';
import { useGymName } from '../../features/settings/api/get-public-settings';

/** The gym's name under its icon, at the top of the sidebar (the icon alone when collapsed). */
export function SidebarBrand({ collapsed }: { collapsed: boolean }) {
  const gymName = useGymName();
  return (
    <div className={`flex h-16 items-center gap-2 border-b border-slate-800 ${collapsed ? 'justify-center' : 'px-4'}`}>
      <Dumbbell aria-hidden="true" className="size-6 shrink-0 text-indigo-300" />
      {collapsed ? null : <span className="truncate text-base font-semibold text-white">{gymName}</span>}
    </div>
  );
}
