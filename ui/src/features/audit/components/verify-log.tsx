import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useVerifyEvents } from '../api/verify-events';

/** Administrators check the hash chain on demand; the verdict is read out in a status region. */
export function VerifyLog() {
  const verify = useVerifyEvents();
  const report = verify.data;
  let verdict = '';
  if (verify.isFetching) verdict = 'Checking the log…';
  else if (verify.isError) verdict = `The check failed: ${errorMessage(verify.error)}`;
  else if (report?.ok)
    verdict = `The log is intact: ${report.checked} events checked, none altered, removed or inserted.`;
  else if (report)
    verdict = `The log was tampered with: ${report.problemCount} problem(s); first: ${report.first?.message ?? 'unknown'}.`;

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" busy={verify.isFetching} onClick={() => void verify.refetch()}>
        Verify the log
      </Button>
      <p role="status" className={report && !report.ok ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-800'}>
        {verdict}
      </p>
    </div>
  );
}
