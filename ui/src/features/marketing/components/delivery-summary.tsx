import type { DeliverySettingsView } from '@gym/modules/insight/marketing/marketing-contracts';
import { useT } from '../../../lib/i18n/use-t';
import { SecretLine } from './delivery-settings-dialog';

/** The delivery settings at a glance: where e-mail and texts go, when nothing is sent, and which secrets are set. */
export function DeliverySummary({ view }: { view: DeliverySettingsView }) {
  const t = useT();
  const quiet =
    view.quietFrom === view.quietUntil
      ? t('marketing.summary.noQuietHours')
      : t('marketing.summary.quietRange', { from: view.quietFrom, until: view.quietUntil });
  const rows: [string, string][] = [
    [
      t('marketing.channel.email'),
      view.smtpHost
        ? t('marketing.summary.smtp', {
            server: `${view.smtpHost}:${view.smtpPort}`,
            encryption:
              view.smtpSecurity === 'none' ? t('marketing.summary.noEncryption') : view.smtpSecurity.toUpperCase(),
            sender: view.fromEmail || t('marketing.summary.noSender'),
          })
        : t('marketing.summary.notSetUp'),
    ],
    [
      t('marketing.delivery.smsGroup'),
      view.smsProvider === 'twilio'
        ? t('marketing.summary.twilio', { account: view.twilioAccountSid || t('marketing.summary.noAccountSid') })
        : t('marketing.delivery.provider.log'),
    ],
    [t('marketing.summary.quietHours'), quiet],
    [t('marketing.delivery.dailyCap'), t('marketing.summary.dailyCap', { count: view.dailyCap })],
  ];
  return (
    <div className="grid gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3">
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-800">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="grid gap-1">
        {Object.values(view.secrets).map((secret) => (
          <SecretLine key={secret.env} secret={secret} />
        ))}
      </ul>
    </div>
  );
}
