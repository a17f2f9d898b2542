import { Fragment, useState } from 'react';
import type { Campaign } from '@gym/modules/insight/marketing/marketing-contracts';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useLaunchCampaign } from '../api/create-campaign';
import { usePauseCampaign } from '../api/pause-campaign';
import { CampaignReport } from './campaign-report';

/**
 * Campaigns, newest first, with their counts; a one-off not yet sent has "Send now", an automatic one "Pause" or
 * "Resume"; each opens its report.
 */
export function CampaignsTable({ campaigns, canEdit }: { campaigns: readonly Campaign[]; canEdit: boolean }) {
  const launch = useLaunchCampaign();
  const pause = usePauseCampaign();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <table className="w-full rounded-lg border border-slate-200 bg-white text-sm">
      <caption className="sr-only">Campaigns</caption>
      <thead className="bg-slate-50 text-left text-slate-700">
        <tr>
          <th scope="col" className="px-3 py-2">
            Campaign
          </th>
          <th scope="col" className="px-3 py-2">
            Channel
          </th>
          <th scope="col" className="px-3 py-2">
            Status
          </th>
          <th scope="col" className="px-3 py-2">
            Sent
          </th>
          <th scope="col" className="px-3 py-2">
            Waiting
          </th>
          <th scope="col" className="px-3 py-2">
            Failed
          </th>
          <th scope="col" className="px-3 py-2">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {campaigns.map((c) => (
          <Fragment key={c.id}>
            <tr className="border-t border-slate-100">
              <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                {c.name}
                <span className="block text-xs font-normal text-slate-600">
                  {c.templateName} · {c.language === 'ar' ? 'Arabic' : 'English'}
                </span>
              </th>
              <td className="px-3 py-2">{c.channel}</td>
              <td className="px-3 py-2">{c.status}</td>
              <td className="px-3 py-2">{c.counts.sent}</td>
              <td className="px-3 py-2">{c.counts.queued}</td>
              <td className="px-3 py-2">{c.counts.failed}</td>
              <td className="flex justify-end gap-2 px-3 py-2">
                {canEdit && c.kind === 'one-off' && c.status === 'draft' ? (
                  <Button
                    busy={launch.isPending && launch.variables === c.id}
                    onClick={() =>
                      launch.mutate(c.id, {
                        onSuccess: ({ queued }) =>
                          toast({
                            variant: 'success',
                            title: 'Campaign sent',
                            description: `${queued} messages queued.`,
                          }),
                        onError: (e) =>
                          toast({ variant: 'destructive', title: 'Not sent', description: errorMessage(e) }),
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
              </td>
            </tr>
            {open === c.id ? (
              <tr>
                <td colSpan={7} className="bg-slate-50 px-3 py-3">
                  <CampaignReport campaignId={c.id} />
                </td>
              </tr>
            ) : null}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}
