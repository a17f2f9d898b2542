import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { useCan } from '../../../hooks/use-session-user';
import { errorMessage } from '../../../lib/api-client';
import { useAtRisk } from '../api/get-at-risk';
import { useCampaigns } from '../api/get-campaigns';
import { useDeliverySettings } from '../api/get-delivery-settings';
import { useSegments } from '../api/get-segments';
import { useTemplates } from '../api/get-templates';
import { AtRiskTable } from '../components/at-risk-table';
import { CampaignDialog } from '../components/campaign-dialog';
import { CampaignsTable } from '../components/campaigns-table';
import { DeliverySettingsDialog } from '../components/delivery-settings-dialog';
import { DeliverySummary } from '../components/delivery-summary';
import { SegmentDialog } from '../components/segment-dialog';
import { SegmentsList } from '../components/segments-list';
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
 * /marketing (canViewMarketing): campaigns with their reports, segments with live counts (edited and deleted with
 * canEditMarketing), EN/AR templates, the members at risk of leaving with a button to start a campaign to them, and
 * the delivery settings (changed and tested with canManageSettings). Creating and sending needs canEditMarketing.
 */
export function Component() {
  const canEdit = useCan('canEditMarketing');
  const canManageSettings = useCan('canManageSettings');
  const delivery = useDeliverySettings();
  const campaigns = useCampaigns();
  const segments = useSegments();
  const templates = useTemplates();
  const atRisk = useAtRisk();
  const [dialog, setDialog] = useState<'segment' | 'template' | 'campaign' | 'at-risk' | 'delivery' | null>(null);
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
            <ScrollRegion label="Campaigns">
              <CampaignsTable campaigns={campaigns.data} canEdit={canEdit} />
            </ScrollRegion>
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
            <SegmentsList segments={segments.data} canEdit={canEdit} />
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
            <ScrollRegion label="Members at risk">
              <AtRiskTable members={atRisk.data} />
            </ScrollRegion>
          )
        ) : atRisk.isError ? (
          <SectionError message={errorMessage(atRisk.error)} onRetry={() => void atRisk.refetch()} />
        ) : (
          <SectionLoading text="Loading members at risk..." />
        )}
      </Section>

      <Section
        id="delivery"
        title="Delivery settings"
        action={
          delivery.data ? (
            <Button variant="secondary" onClick={() => setDialog('delivery')}>
              {canManageSettings ? 'Edit delivery settings' : 'View delivery settings'}
            </Button>
          ) : null
        }
      >
        {delivery.data ? (
          <DeliverySummary view={delivery.data} />
        ) : delivery.isError ? (
          <SectionError message={errorMessage(delivery.error)} onRetry={() => void delivery.refetch()} />
        ) : (
          <SectionLoading text="Loading delivery settings..." />
        )}
      </Section>

      <SegmentDialog open={dialog === 'segment'} onClose={close} />
      {delivery.data ? (
        <DeliverySettingsDialog
          open={dialog === 'delivery'}
          onClose={close}
          view={delivery.data}
          canManage={canManageSettings}
        />
      ) : null}
      <TemplateDialog open={dialog === 'template'} onClose={close} />
      <CampaignDialog open={dialog === 'campaign'} onClose={close} />
      <CampaignDialog open={dialog === 'at-risk'} onClose={close} memberIds={atRisk.data?.map((m) => m.memberId)} />
    </div>
  );
}
