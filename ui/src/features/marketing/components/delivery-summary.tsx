import type { DeliverySettingsView } from '@gym/modules/insight/marketing/marketing-contracts';
import { SecretLine } from './delivery-settings-dialog';

/** The delivery settings at a glance: where e-mail and texts go, when nothing is sent, and which secrets are set. */
export function DeliverySummary({ view }: { view: DeliverySettingsView }) {
  const quiet = view.quietFrom === view.quietUntil ? 'none' : `${view.quietFrom} to ${view.quietUntil}`;
  const rows: [string, string][] = [
    [
      'E-mail',
      view.smtpHost
        ? `${view.smtpHost}:${view.smtpPort} (${view.smtpSecurity === 'none' ? 'no encryption' : view.smtpSecurity.toUpperCase()}), from ${view.fromEmail || 'no sender set'}`
        : 'Not set up',
    ],
    [
      'SMS and WhatsApp',
      view.smsProvider === 'twilio'
        ? `Twilio (${view.twilioAccountSid || 'no account SID'})`
        : 'Log only (sends nothing)',
    ],
    ['Quiet hours', quiet],
    ['Daily cap', `${view.dailyCap} messages`],
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
