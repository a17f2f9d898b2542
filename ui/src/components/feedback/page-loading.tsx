import { Spinner } from '../ui/spinner';

/** Shown while a lazily loaded page's code arrives (spec section 2). */
export function PageLoading() {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
      <Spinner />
      Loading page...
    </p>
  );
}
