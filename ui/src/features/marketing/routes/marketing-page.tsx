import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useCan } from '../../../hooks/use-session-user';
import { errorMessage } from '../../../lib/api-client';
import { useAtRisk } from '../api/get-at-risk';
import { useCampaigns } from '../api/get-campaigns';
import { useSegments } from '../api/get-segments';
import { useTemplates } from '../api/get-templates';
import { AtRiskTable } from '../components/at-risk-table';
import { CampaignDialog } from '../components/campaign-dialog';
import { CampaignsTable } from '../components/campaigns-table';
import { SegmentDialog } from '../components/segment-dialog';
import { TemplateDialog } from '../components/template-dialog';

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

const Empty = ({ text }: { text: string }) => (
  <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-center text-sm text-slate-700">{text}</p>
);

/**
 * /marketing (canViewMarketing): campaigns with their reports, segments with live counts, EN/AR templates, and the
 * members at risk of leaving with a button to start a campaign to them. Creating and sending needs canEditMarketing.
 */
export function Component() {
  const canEdit = useCan('canEditMarketing');
  const campaigns = useCampaigns();
  const segments = useSegments();
  const templates = useTemplates();
  const atRisk = useAtRisk();
  const [dialog, setDialog] = useState<'segment' | 'template' | 'campaign' | 'at-risk' | null>(null);
  const close = () => setDialog(null);
  const add = (label: string, which: typeof dialog) =>
    canEdit ? (
      <Button variant="secondary" onClick={() => setDialog(which)}>
        <Plus aria-hidden="true" className="size-4" />
        {label}
      </Button>
    ) : null;

  return (
    <div className="mx-auto grid max-w-7xl gap-8">
      <PageHeader title="Marketing" />
      <Section id="campaigns" title="Campaigns" action={add('New campaign', 'campaign')}>
        {campaigns.data ? (
          campaigns.data.length === 0 ? (
            <Empty text="No campaigns yet." />
          ) : (
            <CampaignsTable campaigns={campaigns.data} canEdit={canEdit} />
          )
        ) : campaigns.isError ? (
          <SectionError message={errorMessage(campaigns.error)} onRetry={() => void campaigns.refetch()} />
        ) : (
          <SectionLoading text="Loading campaigns..." />
        )}
      </Section>

      <Section id="segments" title="Segments" action={add('New segment', 'segment')}>
        {segments.data ? (
          segments.data.length === 0 ? (
            <Empty text="No segments yet." />
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {segments.data.map((s) => (
                <li key={s.id} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
                  <p className="font-medium text-slate-900">{s.name}</p>
                  <p className="text-sm text-slate-700">
                    {s.count} {s.count === 1 ? 'member' : 'members'} today
                  </p>
                </li>
              ))}
            </ul>
          )
        ) : segments.isError ? (
          <SectionError message={errorMessage(segments.error)} onRetry={() => void segments.refetch()} />
        ) : (
          <SectionLoading text="Loading segments..." />
        )}
      </Section>

      <Section id="templates" title="Templates" action={add('New template', 'template')}>
        {templates.data ? (
          templates.data.length === 0 ? (
            <Empty text="No templates yet." />
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2">
              {templates.data.map((t) => (
                <li key={t.id} className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm">
                  <p className="font-medium text-slate-900">
                    {t.name} <span className="text-xs font-normal text-slate-600">({t.channel})</span>
                  </p>
                  <p className="truncate text-slate-700">{t.bodyEn}</p>
                  <p className="truncate text-slate-700" dir="rtl" lang="ar">
                    {t.bodyAr}
                  </p>
                </li>
              ))}
            </ul>
          )
        ) : templates.isError ? (
          <SectionError message={errorMessage(templates.error)} onRetry={() => void templates.refetch()} />
        ) : (
          <SectionLoading text="Loading templates..." />
        )}
      </Section>

      <Section
        id="at-risk"
        title="Members at risk"
        action={
          canEdit && atRisk.data && atRisk.data.length > 0 ? (
            <Button onClick={() => setDialog('at-risk')}>Start campaign to them</Button>
          ) : null
        }
      >
        {atRisk.data ? (
          atRisk.data.length === 0 ? (
            <Empty text="No member is at risk right now." />
          ) : (
            <AtRiskTable members={atRisk.data} />
          )
        ) : atRisk.isError ? (
          <SectionError message={errorMessage(atRisk.error)} onRetry={() => void atRisk.refetch()} />
        ) : (
          <SectionLoading text="Loading members at risk..." />
        )}
      </Section>

      <SegmentDialog open={dialog === 'segment'} onClose={close} />
      <TemplateDialog open={dialog === 'template'} onClose={close} />
      <CampaignDialog open={dialog === 'campaign'} onClose={close} />
      <CampaignDialog open={dialog === 'at-risk'} onClose={close} memberIds={atRisk.data?.map((m) => m.memberId)} />
    </div>
  );
}
