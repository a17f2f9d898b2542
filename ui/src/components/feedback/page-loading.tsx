import { Spinner } from '../ui/spinner';
import { useT } from '../../lib/i18n/use-t';

/** Shown while a lazily loaded page's code arrives (spec section 2). */
export function PageLoading() {
  const t = useT();
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
      <Spinner />
      {t('app.loadingPage')}
    </p>
  );
}
