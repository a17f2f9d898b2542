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
import { useT } from '../../../lib/i18n/use-t';
import { CHANNEL_LABEL_IDS } from '../utils/channel-labels';

const CHANNELS: readonly Channel[] = ['email', 'sms', 'whatsapp'];
/** The ids of where a consent change came from, in the catalogue. */
const SOURCE_IDS: Record<ConsentChange['source'], string> = {
  'unsubscribe-link': 'marketing.consent.source.unsubscribeLink',
  'stop-reply': 'marketing.consent.source.stopReply',
  staff: 'marketing.consent.source.staff',
};

/**
 * Marketing messages on a member's page (canViewMarketing): per channel whether the member receives them, buttons to
 * record an opt-out or opt-in the member told the desk (canEditMarketing), and every consent change with who made it.
 */
export default function MemberConsentSection({ memberId }: { memberId: string; today: string }) {
  const t = useT();
  const channelName = (channel: Channel) => t(CHANNEL_LABEL_IDS[channel]);
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
            title: optOut ? t('marketing.consent.optOutRecorded') : t('marketing.consent.optInRecorded'),
            description: optOut
              ? t('marketing.consent.stops', { channel: channelName(channel) })
              : t('marketing.consent.startsAgain', { channel: channelName(channel) }),
          }),
        onError: (e) =>
          toast({ variant: 'destructive', title: t('marketing.consent.notRecorded'), description: errorMessage(e) }),
      },
    );

  return (
    <section aria-labelledby="member-consent-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="member-consent-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <MailX aria-hidden="true" className="size-5" />
        {t('marketing.consent.title')}
      </h2>
      {consent.data ? (
        <div className="mt-2 grid gap-4">
          <ul className="grid gap-2 sm:grid-cols-3">
            {CHANNELS.map((channel) => {
              const out = consent.data.optedOut.includes(channel);
              return (
                <li key={channel} className="grid gap-1 rounded-md border border-slate-200 px-3 py-2 text-sm">
                  <span className="font-medium text-slate-900">{channelName(channel)}</span>
                  <span className={out ? 'text-red-800' : 'text-emerald-800'}>
                    {out ? t('marketing.consent.optedOut') : t('marketing.consent.receives')}
                  </span>
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
                        ? t('marketing.consent.recordOptIn', { channel: channelName(channel) })
                        : t('marketing.consent.recordOptOut', { channel: channelName(channel) })}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {consent.data.history.length === 0 ? (
            <p className="text-sm text-slate-700">{t('marketing.consent.none')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-start text-sm">
                <caption className="sr-only">{t('marketing.consent.history')}</caption>
                <thead className="text-slate-700">
                  <ColumnHeaders
                    cell="px-2 py-1"
                    columns={[
                      { label: t('marketing.consent.when') },
                      { label: t('marketing.consent.change') },
                      { label: t('marketing.consent.channels') },
                      { label: t('marketing.consent.source') },
                      { label: t('marketing.consent.recordedBy') },
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
                      <td className="px-2 py-1">
                        {entry.change === 'opt-out' ? t('marketing.consent.optedOut') : t('marketing.consent.optedIn')}
                      </td>
                      <td className="px-2 py-1">{entry.channels.map(channelName).join(t('app.listSeparator'))}</td>
                      <td className="px-2 py-1">{t(SOURCE_IDS[entry.source])}</td>
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
        <SectionLoading text={t('marketing.consent.loading')} />
      )}
    </section>
  );
}
