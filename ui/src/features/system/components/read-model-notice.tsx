import { TriangleAlert } from 'lucide-react';
import { useT } from '../../../lib/i18n/use-t';
import { useHealth } from '../api/get-health';
import { readModelDelay } from '../utils/read-model-delay';

/**
 * The shell's notice that what the screens show may lag behind what was saved: while the projection service is down,
 * rebuilding or lagging past the threshold (the server's /api/health decides). The live region is always there, so
 * a screen reader announces the notice when it appears.
 */
export function ReadModelNotice() {
  const t = useT();
  const { data } = useHealth();
  const delay = readModelDelay(data);
  return (
    <div role="status" className={delay ? 'px-4 pt-4 sm:px-6' : 'sr-only'}>
      {delay ? (
        <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">{t('system.notice.title')}</strong> {t(delay.id, delay.values)}
          </span>
        </p>
      ) : null}
    </div>
  );
}
