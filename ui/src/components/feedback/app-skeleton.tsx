import { Spinner } from '../ui/spinner';
import { useT } from '../../lib/i18n/use-t';

/** What the app shows while it boots (spec section 2): a shell-shaped skeleton and "Loading {gym name}...". */
export function AppSkeleton({ gymName }: { gymName: string }) {
  const t = useT();
  return (
    <div className="flex min-h-screen bg-slate-50" aria-busy="true">
      <div aria-hidden="true" className="hidden w-64 shrink-0 bg-slate-900 lg:block" />
      <div className="flex flex-1 flex-col">
        <div aria-hidden="true" className="h-16 border-b border-slate-200 bg-white" />
        <div className="grid flex-1 place-items-center">
          <p role="status" className="flex items-center gap-3 text-base text-slate-800">
            <Spinner className="size-6 text-indigo-700" />
            {t('app.loadingGym', { gymName })}
          </p>
        </div>
      </div>
    </div>
  );
}
