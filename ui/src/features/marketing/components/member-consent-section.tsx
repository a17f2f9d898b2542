import { MailX } from 'lucide-react';
import type { Channel, ConsentChange } from '@gym/modules/insight/marketing/marketing-contracts';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { useCan } from '../../../hooks/use-session-user';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/desk-time';
import { useMemberConsent } from '../api/get-member-consent';
import { useRecordConsent } from '../api/record-consent';
import { ColumnHeaders } from '../../../components/ui/column-headers';

const CHANNELS: readonly Channel[] = ['email', 'sms', 'whatsapp'];
const CHANNEL_LABELS: Record<Channel, string> = { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' };
const SOURCE_LABELS: Record<ConsentChange['source'], string> = {
  'unsubscribe-link': 'Unsubscribe link',
  'stop-reply': 'STOP reply',
  staff: 'At the desk',
};

/**
 * Marketing messages on a member's page (canViewMarketing): per channel whether the member receives them, buttons to
 * record an opt-out or opt-in the member told the desk (canEditMarketing), and every consent change with who made it.
 */
export default function MemberConsentSection({ memberId }: { memberId: string; today: string }) {
  const consent = useMemberConsent(memberId);
  const record = useRecordConsent();
  const canEdit = useCan('canEditMarketing');
  const timeZone = useGymTimeZone();

  const change = (channel: Channel, optOut: boolean) =>
    record.mutate(
      { memberId, optOut: optOut ? [channel] : [], optIn: optOut ? [] : [channel] },
      {
        onSuccess: () =>
          toast({
            variant: 'success',
            title: optOut ? 'Opt-out recorded' : 'Opt-in recorded',
            description: `${CHANNEL_LABELS[channel]} messages ${optOut ? 'stop' : 'start again'} for this member.`,
          }),
        onError: (e) => toast({ variant: 'destructive', title: 'Consent not recorded', description: errorMessage(e) }),
      },
    );

  return (
    <section aria-labelledby="member-consent-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="member-consent-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <MailX aria-hidden="true" className="size-5" />
        Marketing messages
      </h2>
      {consent.data ? (
        <div className="mt-2 grid gap-4">
          <ul className="grid gap-2 sm:grid-cols-3">
            {CHANNELS.map((channel) => {
              const out = consent.data.optedOut.includes(channel);
              return (
                <li key={channel} className="grid gap-1 rounded-md border border-slate-200 px-3 py-2 text-sm">
                  <span className="font-medium text-slate-900">{CHANNEL_LABELS[channel]}</span>
                  <span className={out ? 'text-red-800' : 'text-emerald-800'}>{out ? 'Opted out' : 'Receives'}</span>
                  {canEdit ? (
                    <Button
                      variant="secondary"
                      className="justify-self-start px-2 py-1"
                      busy={
                        record.isPending && record.variables.optOut.concat(record.variables.optIn).includes(channel)
                      }
                      disabled={record.isPending}
                      onClick={() => change(channel, !out)}
                    >
                      {out
                        ? `Record opt-in to ${CHANNEL_LABELS[channel]}`
                        : `Record opt-out of ${CHANNEL_LABELS[channel]}`}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {consent.data.history.length === 0 ? (
            <p className="text-sm text-slate-700">No consent changes recorded.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Consent history, newest first</caption>
                <thead className="text-slate-700">
                  <ColumnHeaders
                    cell="px-2 py-1"
                    columns={[
                      { label: 'When' },
                      { label: 'Change' },
                      { label: 'Channels' },
                      { label: 'Source' },
                      { label: 'Recorded by' },
                    ]}
                  />
                </thead>
                <tbody>
                  {consent.data.history.map((entry) => (
                    <tr
                      key={`${entry.at}-${entry.change}-${entry.channels.join()}`}
                      className="border-t border-slate-100"
                    >
                      <td className="px-2 py-1">
                        <time dateTime={entry.at}>{formatDateTime(entry.at, timeZone)}</time>
                      </td>
                      <td className="px-2 py-1">{entry.change === 'opt-out' ? 'Opted out' : 'Opted in'}</td>
                      <td className="px-2 py-1">{entry.channels.map((c) => CHANNEL_LABELS[c]).join(', ')}</td>
                      <td className="px-2 py-1">{SOURCE_LABELS[entry.source]}</td>
                      <td className="px-2 py-1">{entry.by}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      ) : consent.isError ? (
        <SectionError message={errorMessage(consent.error)} onRetry={() => void consent.refetch()} />
      ) : (
        <SectionLoading text="Loading marketing consent..." />
      )}
    </section>
  );
}
