import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { useVerifyEvents } from '../api/verify-events';

/** Administrators check the hash chain on demand; the verdict is read out in a status region. */
export function VerifyLog() {
  const t = useT();
  const verify = useVerifyEvents();
  const report = verify.data;
  let verdict = '';
  if (verify.isFetching) verdict = t('audit.verify.checking');
  else if (verify.isError) verdict = t('audit.verify.failed', { error: errorMessage(verify.error) });
  else if (report?.ok) verdict = t('audit.verify.intact', { checked: report.checked });
  else if (report)
    verdict = t('audit.verify.tampered', {
      problemCount: report.problemCount,
      first: report.first?.message ?? t('audit.verify.unknown'),
    });

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" busy={verify.isFetching} onClick={() => void verify.refetch()}>
        {t('audit.verify.button')}
      </Button>
      <p role="status" className={report && !report.ok ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-800'}>
        {verdict}
      </p>
    </div>
  );
}
