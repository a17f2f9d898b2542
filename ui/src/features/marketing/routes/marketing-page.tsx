import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { useCan } from '../../../hooks/use-session-user';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
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
import { CHANNEL_SHORT_IDS } from '../utils/channel-labels';

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
  const t = useT();
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
      <PageHeader title={t('marketing.page.title')} />
      <Section
        id="campaigns"
        title={t('marketing.campaigns.title')}
        action={add(t('marketing.campaigns.new'), 'campaign')}
      >
        {campaigns.data ? (
          campaigns.data.length === 0 ? (
            <Empty text={t('marketing.campaigns.empty')} />
          ) : (
            <ScrollRegion label={t('marketing.campaigns.title')}>
              <CampaignsTable campaigns={campaigns.data} canEdit={canEdit} />
            </ScrollRegion>
          )
        ) : campaigns.isError ? (
          <SectionError message={errorMessage(campaigns.error)} onRetry={() => void campaigns.refetch()} />
        ) : (
          <SectionLoading text={t('marketing.campaigns.loading')} />
        )}
      </Section>

      <Section id="segments" title={t('marketing.segments.title')} action={add(t('marketing.segments.new'), 'segment')}>
        {segments.data ? (
          segments.data.length === 0 ? (
            <Empty text={t('marketing.segments.empty')} />
          ) : (
            <SegmentsList segments={segments.data} canEdit={canEdit} />
          )
        ) : segments.isError ? (
          <SectionError message={errorMessage(segments.error)} onRetry={() => void segments.refetch()} />
        ) : (
          <SectionLoading text={t('marketing.segments.loading')} />
        )}
      </Section>

      <Section
        id="templates"
        title={t('marketing.templates.title')}
        action={add(t('marketing.templates.new'), 'template')}
      >
        {templates.data ? (
          templates.data.length === 0 ? (
            <Empty text={t('marketing.templates.empty')} />
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2">
              {templates.data.map((template) => (
                <li key={template.id} className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm">
                  <p className="font-medium text-slate-900">
                    {template.name}{' '}
                    <span className="text-xs font-normal text-slate-600">
                      ({t(CHANNEL_SHORT_IDS[template.channel])})
                    </span>
                  </p>
                  <p className="truncate text-slate-700">{template.bodyEn}</p>
                  <p className="truncate text-slate-700" dir="rtl" lang="ar">
                    {template.bodyAr}
                  </p>
                </li>
              ))}
            </ul>
          )
        ) : templates.isError ? (
          <SectionError message={errorMessage(templates.error)} onRetry={() => void templates.refetch()} />
        ) : (
          <SectionLoading text={t('marketing.templates.loading')} />
        )}
      </Section>

      <Section
        id="at-risk"
        title={t('marketing.atRisk.title')}
        action={
          canEdit && atRisk.data && atRisk.data.length > 0 ? (
            <Button onClick={() => setDialog('at-risk')}>{t('marketing.atRisk.startCampaign')}</Button>
          ) : null
        }
      >
        {atRisk.data ? (
          atRisk.data.length === 0 ? (
            <Empty text={t('marketing.atRisk.empty')} />
          ) : (
            <ScrollRegion label={t('marketing.atRisk.title')}>
              <AtRiskTable members={atRisk.data} />
            </ScrollRegion>
          )
        ) : atRisk.isError ? (
          <SectionError message={errorMessage(atRisk.error)} onRetry={() => void atRisk.refetch()} />
        ) : (
          <SectionLoading text={t('marketing.atRisk.loading')} />
        )}
      </Section>

      <Section
        id="delivery"
        title={t('marketing.delivery.title')}
        action={
          delivery.data ? (
            <Button variant="secondary" onClick={() => setDialog('delivery')}>
              {canManageSettings ? t('marketing.delivery.edit') : t('marketing.delivery.view')}
            </Button>
          ) : null
        }
      >
        {delivery.data ? (
          <DeliverySummary view={delivery.data} />
        ) : delivery.isError ? (
          <SectionError message={errorMessage(delivery.error)} onRetry={() => void delivery.refetch()} />
        ) : (
          <SectionLoading text={t('marketing.delivery.loading')} />
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
