import { useState } from 'react';
import type { Campaign } from '@gym/modules/insight/marketing/marketing-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useLaunchCampaign } from '../api/create-campaign';
import { usePauseCampaign } from '../api/pause-campaign';
import { CampaignReport } from './campaign-report';
import { nameColumn } from '../../../components/data-table/name-column';
import { useT } from '../../../lib/i18n/use-t';
import { CHANNEL_SHORT_IDS } from '../utils/channel-labels';

/** The ids of each campaign status's word in the catalogue (shown lower-case, as a state rather than a title). */
const STATUS_IDS: Record<Campaign['status'], string> = {
  draft: 'marketing.campaignStatus.draft',
  launched: 'marketing.campaignStatus.launched',
  active: 'marketing.campaignStatus.active',
  paused: 'marketing.campaignStatus.paused',
};

const columns = (t: ReturnType<typeof useT>): DataTableColumn<Campaign>[] => [
  // Under the name, the template: each member gets it in their own language (issue 46, item 7), so no campaign has one.
  nameColumn(
    'campaign',
    t('marketing.campaigns.campaign'),
    (c) => c.name,
    (c) => c.templateName,
  ),
  { id: 'channel', header: t('marketing.campaigns.channel'), cell: (c) => t(CHANNEL_SHORT_IDS[c.channel]) },
  { id: 'status', header: t('marketing.campaigns.status'), cell: (c) => t(STATUS_IDS[c.status]) },
  { id: 'sent', header: t('marketing.campaigns.sent'), kind: 'number', cell: (c) => c.counts.sent },
  { id: 'waiting', header: t('marketing.campaigns.waiting'), kind: 'number', cell: (c) => c.counts.queued },
  { id: 'failed', header: t('marketing.campaigns.failed'), kind: 'number', cell: (c) => c.counts.failed },
];

/**
 * Campaigns, newest first, with their counts; a one-off not yet sent has "Send now", an automatic one "Pause" or
 * "Resume"; each opens its report.
 */
export function CampaignsTable({ campaigns, canEdit }: { campaigns: readonly Campaign[]; canEdit: boolean }) {
  const t = useT();
  const launch = useLaunchCampaign();
  const pause = usePauseCampaign();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <DataTable
      columns={columns(t)}
      rows={campaigns}
      rowKey={(c) => c.id}
      caption={t('marketing.campaigns.title')}
      emptyText={t('marketing.campaigns.empty')}
      rowDetail={(c) => (open === c.id ? <CampaignReport campaignId={c.id} /> : null)}
      rowActions={(c) => (
        <>
          {canEdit && c.kind === 'one-off' && c.status === 'draft' ? (
            <Button
              busy={launch.isPending && launch.variables === c.id}
              onClick={() =>
                launch.mutate(c.id, {
                  onSuccess: ({ queued }) =>
                    toast({
                      variant: 'success',
                      title: t('marketing.campaigns.sentToast'),
                      description: t('marketing.campaigns.queued', { count: queued }),
                    }),
                  onError: (e) =>
                    toast({
                      variant: 'destructive',
                      title: t('marketing.campaigns.notSent'),
                      description: errorMessage(e),
                    }),
                })
              }
            >
              {t('marketing.campaigns.sendNow')}
            </Button>
          ) : null}
          {canEdit && c.kind === 'automatic' ? (
            <Button
              variant="secondary"
              busy={pause.isPending && pause.variables.id === c.id}
              onClick={() => {
                const action = c.status === 'paused' ? 'resume' : 'pause';
                pause.mutate(
                  { id: c.id, action },
                  {
                    onSuccess: () =>
                      toast({
                        variant: 'success',
                        title: action === 'pause' ? t('marketing.campaigns.paused') : t('marketing.campaigns.resumed'),
                        description:
                          action === 'pause'
                            ? t('marketing.campaigns.pausedText', { name: c.name })
                            : t('marketing.campaigns.resumedText', { name: c.name }),
                      }),
                    onError: (e) =>
                      toast({
                        variant: 'destructive',
                        title: t('marketing.campaigns.notChanged'),
                        description: errorMessage(e),
                      }),
                  },
                );
              }}
            >
              {c.status === 'paused' ? t('marketing.campaigns.resume') : t('marketing.campaigns.pause')}
              <span className="sr-only"> {c.name}</span>
            </Button>
          ) : null}
          <Button
            variant="secondary"
            aria-expanded={open === c.id}
            onClick={() => setOpen(open === c.id ? null : c.id)}
          >
            {t('marketing.campaigns.report')}
            <span className="sr-only"> {t('marketing.campaigns.reportOf', { name: c.name })}</span>
          </Button>
        </>
      )}
    />
  );
}
