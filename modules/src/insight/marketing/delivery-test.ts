import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { channelsFor, DeliveryError } from './channels/channels.js';
import type { DeliverySettings, DeliverySettingsView, DeliveryTestRequest } from './marketing-contracts.js';

/** The secrets delivery needs, named by their environment variables: whether each is set, never its value. */
export function deliverySecrets(env: NodeJS.ProcessEnv = process.env): DeliverySettingsView['secrets'] {
  const secret = (name: string, purpose: string) => ({ env: name, configured: !!env[name], purpose });
  return {
    smtpPassword: secret('SMTP_PASSWORD', 'SMTP password (with the user name above)'),
    twilioAuthToken: secret('TWILIO_AUTH_TOKEN', 'Twilio auth token (with the account SID above)'),
    smsInboundKey: secret('SMS_INBOUND_KEY', 'Key of the STOP reply webhook (?key=)'),
  };
}

/**
 * Why a test e-mail did not go, in words an administrator can act on. What an SMTP server answered is kept (it
 * refused the user, the message, or STARTTLS); a refusal by the outgoing address rules and every network failure
 * (UNDELIVERABLE: one text for refused, timed out, reset, TLS failed…) arrive already worded.
 */
export function explainSmtpFailure(reason: string, env: NodeJS.ProcessEnv): string {
  if (/^AUTH: /.test(reason))
    return `The SMTP server refused the user name or password${
      env.SMTP_PASSWORD ? '' : ' (SMTP_PASSWORD is not set in the environment)'
    }: ${reason.slice(6)}`;
  if (/STARTTLS/.test(reason)) return `${reason}. Choose TLS or no encryption for this server, or another port.`;
  if (/^(MAIL FROM|RCPT TO|DATA|message|greeting|EHLO): /.test(reason))
    return `The SMTP server refused the message: ${reason}`;
  return reason;
}

/**
 * Sends one test message through the saved settings and says what happened: never throws, so a broken server is an
 * answer, not a 500. Nothing is recorded in the log (no member and no campaign is involved).
 */
export async function sendTestMessage(
  settings: DeliverySettings,
  request: DeliveryTestRequest,
  facts: { gymName: string; sentBy: string },
  log: Logger,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ sent: boolean; detail: string }> {
  const email = request.channel === 'email';
  if (email && (!settings.smtpHost || !settings.fromEmail))
    return { sent: false, detail: 'E-mail is not set up: enter the SMTP server and the sender address, and save.' };
  if (!email && settings.smsProvider === 'twilio') {
    const missing = [
      !settings.twilioAccountSid && 'the Twilio account SID',
      !(request.channel === 'sms' ? settings.smsFrom : settings.whatsappFrom) &&
        `the ${request.channel === 'sms' ? 'SMS' : 'WhatsApp'} sender number`,
      !env.TWILIO_AUTH_TOKEN && 'TWILIO_AUTH_TOKEN in the environment',
    ].filter(Boolean);
    if (missing.length > 0) return { sent: false, detail: `Twilio is not set up: missing ${missing.join(', ')}.` };
  }
  const deliver = channelsFor(settings, log, env, { smtpTimeoutMs: 15_000 });
  try {
    const providerId = await deliver({
      messageId: `test-${randomUUID()}`,
      channel: request.channel,
      to: request.to,
      subject: `Test message from ${facts.gymName}`,
      body:
        `This is a test message from the ${facts.gymName} back office, sent by ${facts.sentBy} to check the ` +
        'delivery settings. No action is needed.',
      unsubscribeUrl: null,
    });
    if (email) return { sent: true, detail: `Sent to ${request.to}: ${settings.smtpHost} accepted it.` };
    if (settings.smsProvider === 'log')
      return {
        sent: true,
        detail: 'The provider is "Log only": the message was written to the server log, not sent to the phone.',
      };
    return { sent: true, detail: `Sent to ${request.to}${providerId ? ` (Twilio message ${providerId})` : ''}.` };
  } catch (error) {
    const reason = error instanceof DeliveryError || error instanceof Error ? error.message : String(error);
    return { sent: false, detail: email ? explainSmtpFailure(reason, env) : `Not sent: ${reason}` };
  }
}
