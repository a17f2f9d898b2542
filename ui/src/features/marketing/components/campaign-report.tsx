import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { errorMessage } from '../../../lib/api-client';
import { useCampaignReport } from '../api/get-campaigns';

/** A campaign's report: sent, failed with reasons, opted out, and who renewed or came back within 14 days. */
export function CampaignReport({ campaignId }: { campaignId: string }) {
  const report = useCampaignReport(campaignId);
  if (report.isPending) return <SectionLoading text="Loading report..." />;
  if (report.isError)
    return <SectionError message={errorMessage(report.error)} onRetry={() => void report.refetch()} />;
  const r = report.data;
  const figures: [string, number][] = [
    ['Recipients', r.recipients],
    ['Sent', r.sent],
    ['Waiting', r.pending],
    ['Failed', r.failed.reduce((sum, f) => sum + f.count, 0)],
    ['Opted out', r.optedOut],
    ['Renewed within 14 days', r.renewed],
    ['Came back within 14 days', r.cameBack],
  ];
  return (
    <div className="grid gap-2">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded border border-slate-200 bg-white px-3 py-2">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {r.failed.length > 0 ? (
        <ul className="list-disc pl-5 text-sm text-red-900">
          {r.failed.map((f) => (
            <li key={f.reason}>
              {f.count} × {f.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
