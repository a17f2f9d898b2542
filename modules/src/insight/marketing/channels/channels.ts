import type { Logger } from 'pino';
import type { Channel, DeliverySettings } from '../marketing-contracts.js';
import { checkSmtpServer, OutgoingRefused, systemResolve } from './outgoing-address.js';
import type { Resolve } from './outgoing-address.js';
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
 * Why mail did not go when no SMTP server answered (refused, timed out, reset, closed, TLS failed, name not found):
 * one text for all, so that a test message cannot tell an open port from a closed one. The log has the detail.
 */
export const UNDELIVERABLE =
  'Could not deliver through that server. Check the server name, the port and the encryption; the server log has ' +
  'the details.';

export interface ChannelOptions {
  /** How long the SMTP server may stay silent (default 30 s). */
  readonly smtpTimeoutMs?: number;
  /** How the SMTP server's name is resolved (tests give their own). */
  readonly resolve?: Resolve;
}

/**
 * The address to connect to for the settings' SMTP server, resolved once and checked against the outgoing address
 * rules: a refusal says why (no network was involved); a name that does not resolve is UNDELIVERABLE like any other
 * network failure.
 */
async function checkedAddress(
  settings: DeliverySettings,
  env: NodeJS.ProcessEnv,
  resolve: Resolve,
  log: Logger,
): Promise<string> {
  const where = { host: settings.smtpHost, port: settings.smtpPort };
  try {
    const [first] = await checkSmtpServer(settings.smtpHost, settings.smtpPort, env, resolve);
    if (first) return first.address;
    throw new Error(`${settings.smtpHost} has no address`);
  } catch (error) {
    if (error instanceof OutgoingRefused) {
      log.warn({ ...where, reason: error.message }, 'SMTP server refused by the outgoing address rules');
      throw new DeliveryError(error.message, false);
    }
    log.warn({ ...where, reason: error instanceof Error ? error.message : String(error) }, 'SMTP server not found');
    throw new DeliveryError(UNDELIVERABLE, false);
  }
}

/**
 * How messages leave with these settings. Secrets come from the environment and never enter the log: the SMTP
 * password (`SMTP_PASSWORD`) and Twilio's auth token (`TWILIO_AUTH_TOKEN`; `TWILIO_API_URL` points elsewhere; both
 * are the operator's, not a setting). The SMTP server is resolved and checked before each connection
 * (outgoing-address.ts): an address on this computer or a private network is refused unless GYM_ALLOW_LOCAL_SMTP=1,
 * and the connection goes to the address checked.
 */
export function channelsFor(
  settings: DeliverySettings,
  log: Logger,
  env: NodeJS.ProcessEnv = process.env,
  options: ChannelOptions = {},
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
  // Resolved and checked once per Deliver (one outbox run, one test message): every message of the run goes to that
  // address.
  let smtpAddress: Promise<string> | null = null;
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
      const where = { host: settings.smtpHost, port: settings.smtpPort };
      smtpAddress ??= checkedAddress(settings, env, options.resolve ?? systemResolve, log);
      const address = await smtpAddress;
      try {
        return await sendMail(
          {
            host: settings.smtpHost,
            address,
            port: settings.smtpPort,
            security: settings.smtpSecurity,
            user: settings.smtpUser,
            password: env.SMTP_PASSWORD,
            ...(options.smtpTimeoutMs ? { timeoutMs: options.smtpTimeoutMs } : {}),
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
        if (error instanceof SmtpError && error.network) {
          log.warn({ ...where, address, reason: error.message }, 'SMTP server not reached');
          throw new DeliveryError(UNDELIVERABLE, false);
        }
        throw error;
      }
    } catch (error) {
      if (error instanceof DeliveryError) throw error;
      if (error instanceof SmtpError || error instanceof ProviderError)
        throw new DeliveryError(error.message, error.permanent);
      throw new DeliveryError(error instanceof Error ? error.message : String(error), false);
    }
  };
}
