import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { useCampaignReport } from '../api/get-campaigns';

/** A campaign's report: sent, failed with reasons, opted out, and who renewed or came back within 14 days. */
export function CampaignReport({ campaignId }: { campaignId: string }) {
  const t = useT();
  const report = useCampaignReport(campaignId);
  if (report.isPending) return <SectionLoading text={t('marketing.report.loading')} />;
  if (report.isError)
    return <SectionError message={errorMessage(report.error)} onRetry={() => void report.refetch()} />;
  const r = report.data;
  // Which language each message went in (issue 46, item 7); messages from before it was recorded count in neither.
  const inLanguage = (language: 'en' | 'ar') => r.messages.filter((m) => m.language === language).length;
  const figures: [string, number][] = [
    [t('marketing.report.recipients'), r.recipients],
    [t('marketing.campaigns.sent'), r.sent],
    [t('marketing.campaigns.waiting'), r.pending],
    [t('marketing.campaigns.failed'), r.failed.reduce((sum, f) => sum + f.count, 0)],
    [t('marketing.consent.optedOut'), r.optedOut],
    [t('marketing.report.renewed'), r.renewed],
    [t('marketing.report.cameBack'), r.cameBack],
    [t('marketing.report.inEnglish'), inLanguage('en')],
    [t('marketing.report.inArabic'), inLanguage('ar')],
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
        <ul className="list-disc ps-5 text-sm text-red-900">
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
