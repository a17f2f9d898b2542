import type { Logger } from 'pino';
import type { Channel, DeliverySettings } from '../marketing-contracts.js';
import { SmtpError, sendMail } from './smtp-client.js';
import { ProviderError, logProvider, twilioProvider } from './sms-provider.js';

/** A failed send: the reason people read in the report, and whether another attempt could succeed. */
export class DeliveryError extends Error {
  override readonly name = 'DeliveryError';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export interface OutgoingMessage {
  readonly messageId: string;
  readonly channel: Channel;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly unsubscribeUrl: string | null;
}

export type Deliver = (message: OutgoingMessage) => Promise<string | null>;

/**
 * How messages leave with these settings. Secrets come from the environment and never enter the log: the SMTP
 * password (`SMTP_PASSWORD`) and Twilio's auth token (`TWILIO_AUTH_TOKEN`; `TWILIO_API_URL` points elsewhere).
 */
export function channelsFor(
  settings: DeliverySettings,
  log: Logger,
  env: NodeJS.ProcessEnv = process.env,
  smtpTimeoutMs?: number,
): Deliver {
  const text =
    settings.smsProvider === 'twilio'
      ? twilioProvider({
          accountSid: settings.twilioAccountSid,
          authToken: env.TWILIO_AUTH_TOKEN ?? '',
          smsFrom: settings.smsFrom,
          whatsappFrom: settings.whatsappFrom,
          ...(env.TWILIO_API_URL ? { baseUrl: env.TWILIO_API_URL } : {}),
        })
      : logProvider(log);
  return async (message) => {
    try {
      if (message.channel !== 'email') {
        return await text.send({
          channel: message.channel,
          to: message.to,
          body: message.body,
          messageId: message.messageId,
        });
      }
      if (!settings.smtpHost || !settings.fromEmail)
        throw new DeliveryError('E-mail is not set up (SMTP server and sender in delivery settings)', false);
      const domain = settings.fromEmail.split('@')[1] ?? 'gym.local';
      return await sendMail(
        {
          host: settings.smtpHost,
          port: settings.smtpPort,
          security: settings.smtpSecurity,
          user: settings.smtpUser,
          password: env.SMTP_PASSWORD,
          ...(smtpTimeoutMs ? { timeoutMs: smtpTimeoutMs } : {}),
        },
        {
          from: settings.fromEmail,
          to: message.to,
          subject: message.subject,
          text: message.body,
          messageId: `${message.messageId}@${domain}`,
          ...(message.unsubscribeUrl
            ? {
                headers: {
                  'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
                  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                },
              }
            : {}),
        },
      );
    } catch (error) {
      if (error instanceof DeliveryError) throw error;
      if (error instanceof SmtpError || error instanceof ProviderError)
        throw new DeliveryError(error.message, error.permanent);
      throw new DeliveryError(error instanceof Error ? error.message : String(error), false);
    }
  };
}
