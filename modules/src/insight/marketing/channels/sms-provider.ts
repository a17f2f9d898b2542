import type { Logger } from 'pino';

/** An SMS or WhatsApp message to one phone number. */
export interface TextMessage {
  readonly channel: 'sms' | 'whatsapp';
  readonly to: string;
  readonly body: string;
  readonly messageId: string;
}

/** Why a provider refused: `permanent` when trying again cannot help (a bad number, a bad account). */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** Pluggable SMS/WhatsApp delivery: answers the provider's id for the message. */
export interface TextProvider {
  readonly name: string;
  send(message: TextMessage): Promise<string | null>;
}

/** The default: writes the message to the log and sends nothing (a gym without an SMS account). */
export function logProvider(log: Logger): TextProvider {
  return {
    name: 'log',
    send(message) {
      log.info({ channel: message.channel, to: message.to, messageId: message.messageId }, 'text message (log only)');
      return Promise.resolve(null);
    },
  };
}

export interface TwilioAccount {
  readonly accountSid: string;
  readonly authToken: string;
  readonly smsFrom: string;
  readonly whatsappFrom: string;
  /** The API's address; tests point it at a local stand-in. */
  readonly baseUrl?: string;
}

/**
 * Twilio's Programmable Messaging API: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded `To`,
 * `From`, `Body`, HTTP basic auth with the account SID and auth token; WhatsApp numbers carry a `whatsapp:` prefix.
 * It answers 201 with the message's `sid`; 4xx are permanent (bad number, unverified sender) except 429.
 */
export function twilioProvider(account: TwilioAccount, fetchImpl: typeof fetch = fetch): TextProvider {
  const base = (account.baseUrl ?? 'https://api.twilio.com').replace(/\/+$/, '');
  return {
    name: 'twilio',
    async send(message) {
      const whatsapp = message.channel === 'whatsapp';
      const from = whatsapp ? `whatsapp:${account.whatsappFrom}` : account.smsFrom;
      const to = whatsapp ? `whatsapp:${message.to}` : message.to;
      let response: Response;
      try {
        response = await fetchImpl(
          `${base}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}/Messages.json`,
          {
            method: 'POST',
            signal: AbortSignal.timeout(30_000),
            headers: {
              authorization: `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`,
              'content-type': 'application/x-www-form-urlencoded',
            },
            body: new URLSearchParams({ To: to, From: from, Body: message.body }).toString(),
          },
        );
      } catch (error) {
        throw new ProviderError(error instanceof Error ? error.message : String(error), false);
      }
      const answer = (await response.json().catch(() => ({}))) as { sid?: string; message?: string; code?: number };
      if (response.status === 201 || response.ok) return answer.sid ?? null;
      const reason = `Twilio ${response.status}${answer.code ? ` (${answer.code})` : ''}: ${answer.message ?? 'refused'}`;
      throw new ProviderError(reason, response.status >= 400 && response.status < 500 && response.status !== 429);
    },
  };
}
