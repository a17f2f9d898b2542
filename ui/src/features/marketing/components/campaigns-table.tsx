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

const columns: DataTableColumn<Campaign>[] = [
  nameColumn(
    'campaign',
    'Campaign',
    (c) => c.name,
    (c) => `${c.templateName} · ${c.language === 'ar' ? 'Arabic' : 'English'}`,
  ),
  { id: 'channel', header: 'Channel', cell: (c) => c.channel },
  { id: 'status', header: 'Status', cell: (c) => c.status },
  { id: 'sent', header: 'Sent', kind: 'number', cell: (c) => c.counts.sent },
  { id: 'waiting', header: 'Waiting', kind: 'number', cell: (c) => c.counts.queued },
  { id: 'failed', header: 'Failed', kind: 'number', cell: (c) => c.counts.failed },
];

/**
 * Campaigns, newest first, with their counts; a one-off not yet sent has "Send now", an automatic one "Pause" or
 * "Resume"; each opens its report.
 */
export function CampaignsTable({ campaigns, canEdit }: { campaigns: readonly Campaign[]; canEdit: boolean }) {
  const launch = useLaunchCampaign();
  const pause = usePauseCampaign();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <DataTable
      columns={columns}
      rows={campaigns}
      rowKey={(c) => c.id}
      caption="Campaigns"
      emptyText="No campaigns yet."
      rowDetail={(c) => (open === c.id ? <CampaignReport campaignId={c.id} /> : null)}
      rowActions={(c) => (
        <>
          {canEdit && c.kind === 'one-off' && c.status === 'draft' ? (
            <Button
              busy={launch.isPending && launch.variables === c.id}
              onClick={() =>
                launch.mutate(c.id, {
                  onSuccess: ({ queued }) =>
                    toast({ variant: 'success', title: 'Campaign sent', description: `${queued} messages queued.` }),
                  onError: (e) => toast({ variant: 'destructive', title: 'Not sent', description: errorMessage(e) }),
                })
              }
            >
              Send now
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
                        title: action === 'pause' ? 'Campaign paused' : 'Campaign resumed',
                        description:
                          action === 'pause'
                            ? `${c.name} sends nothing until resumed.`
                            : `${c.name} runs again from its next daily check.`,
                      }),
                    onError: (e) =>
                      toast({ variant: 'destructive', title: 'Not changed', description: errorMessage(e) }),
                  },
                );
              }}
            >
              {c.status === 'paused' ? 'Resume' : 'Pause'}
              <span className="sr-only"> {c.name}</span>
            </Button>
          ) : null}
          <Button
            variant="secondary"
            aria-expanded={open === c.id}
            onClick={() => setOpen(open === c.id ? null : c.id)}
          >
            Report<span className="sr-only"> of {c.name}</span>
          </Button>
        </>
      )}
    />
  );
}
