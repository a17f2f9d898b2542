import type { Pool } from 'pg';
import type { StreamAppend } from '@gym/events/store/event-store';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { loadState } from '@gym/kernel/commands/stream-command';
import { optOutFooter } from './campaign-run.js';
import type { Channel, Language } from './marketing-contracts.js';
import { consentDecider } from './marketing-deciders.js';
import { consentStream, messageStream } from './marketing-events.js';
import { gymFacts, readDeliverySettings, recipientOf } from './marketing-queries.js';
import type { Recipient } from './marketing-queries.js';
import type { MessageStyle } from './message-formats.js';
import { firstNameFor, messageLanguage } from './message-language.js';
import { DomainError } from '@gym/kernel/commands/domain-error';
import { messageDecider } from './message-decider.js';
import { marketingRefusals } from './marketing-refusals.js';

/*
 * The marketing area's public contract: another area (the AI advisor sending a plan) hands one message to one member
 * to the outbox. The message then goes the way campaign messages go: the outbox worker sends it with retries and
 * backoff, skips it if the member opts out meanwhile, and the log records each step.
 */

/** A member as a message addresses them (first name, gym name, e-mail, phone). */
export { recipientOf } from './marketing-queries.js';
/** What `{{firstName}}` reads for a member in a language (the Arabic given name in Arabic, when there is one). */
export { firstNameFor } from './message-language.js';
/** Money and dates as a message in a language writes them (the gym's digits, currency and Hijri setting). */
export { messageDay, messageMoney } from './message-formats.js';
export type { MessageStyle } from './message-formats.js';
export type { Language } from './marketing-contracts.js';

/** The pseudo-campaign direct messages are filed under (they belong to no campaign's report). */
export const DIRECT_MESSAGES = 'direct';

export interface DirectMessage {
  readonly messageId: string;
  readonly memberId: string;
  readonly channel: Channel;
  readonly subject: string;
  readonly body: string;
  /** What the message is about (a plan's id): the "run" of the direct-messages pseudo-campaign. */
  readonly about: string;
  /** The language the subject and body are written in; the opt-out footer follows it and the outbox records it. */
  readonly language: Language;
}

/**
 * The append that queues a direct message, refused (409) when the member opted out of the channel (the consent
 * stream decides, not a read table) or has no address for it. The opt-out footer is added as for campaigns.
 */
export async function queueDirectMessage(
  context: Pick<CommandContext, 'store' | 'catalogue'>,
  pool: Pool,
  message: DirectMessage,
  fallbackUrl: string,
): Promise<StreamAppend> {
  const [consent, recipient, settings] = await Promise.all([
    loadState(context, consentStream(message.memberId), consentDecider),
    recipientOf(pool, message.memberId),
    readDeliverySettings(pool),
  ]);
  const { channel } = message;
  const name = recipient?.name;
  if (consent.state.optedOut.has(channel))
    throw name
      ? marketingRefusals.refuse('opted_out', { name, channel })
      : marketingRefusals.refuse('member_opted_out', { channel });
  const to = channel === 'email' ? recipient?.email : recipient?.phone;
  if (!to)
    throw name
      ? marketingRefusals.refuse('no_address', { name, channel })
      : marketingRefusals.refuse('member_no_address', { channel });
  const footer = optOutFooter(message.channel, message.language, settings.publicUrl || fallbackUrl, message.messageId);
  return {
    streamId: messageStream(message.messageId),
    expectedVersion: 'no_stream',
    events: messageDecider.decide(
      {
        type: 'QueueMessage',
        queued: {
          messageId: message.messageId,
          campaignId: DIRECT_MESSAGES,
          runId: message.about,
          memberId: message.memberId,
          channel: message.channel,
          to,
          subject: message.subject,
          body: message.body + footer,
          language: message.language,
        },
      },
      messageDecider.initialState(),
    ),
  };
}

/** What a message to a member on a channel would meet: the member's address, consent, language and the gym's style. */
export interface MemberReach {
  readonly recipient: Recipient;
  /** The address on the channel (e-mail, or phone for SMS and WhatsApp); null when the member has none. */
  readonly to: string | null;
  /** The member opted out of the channel (the consent stream says so, not a read table). */
  readonly optedOut: boolean;
  /** How the message is written: the member's language (`messageLanguage`) and the gym's writing settings. */
  readonly style: MessageStyle;
}

/**
 * What another area needs to decide on a message to a member before it queues one (a receipt e-mailed, issue 46):
 * null for a member the read model does not have. `queueDirectMessage` checks consent and address again.
 */
export async function memberReach(
  context: Pick<CommandContext, 'store' | 'catalogue'>,
  pool: Pool,
  memberId: string,
  channel: Channel,
): Promise<MemberReach | null> {
  const [consent, recipient, gym] = await Promise.all([
    loadState(context, consentStream(memberId), consentDecider),
    recipientOf(pool, memberId),
    gymFacts(pool),
  ]);
  if (!recipient) return null;
  return {
    recipient,
    to: channel === 'email' ? recipient.email : recipient.phone,
    optedOut: consent.state.optedOut.has(channel),
    style: {
      language: messageLanguage(recipient.preferredLanguage, gym.defaultLanguage),
      arabicIndicDigits: gym.arabicIndicDigits,
      hijriDates: gym.hijriDates,
      currency: gym.currency,
    },
  };
}

/** A notice to one member in the member's language, by the first channel the member can be reached on. */
export interface MemberNotice {
  readonly messageId: string;
  readonly memberId: string;
  /** What the notice is about (a class occurrence): the "run" of the direct-messages pseudo-campaign. */
  readonly about: string;
  /** The subject and body in a language, for the member's first name in it. */
  text(language: Language, firstName: string): { subject: string; body: string };
}

/** The channels a notice tries, in order: a text message to the phone, else an e-mail. */
const NOTICE_CHANNELS: readonly Channel[] = ['sms', 'email'];

/**
 * The append that queues a notice to a member (issue 47: a freed class seat, a class cancelled or moved), in the
 * member's language (`messageLanguage`), by SMS when the member has a phone and has not opted out of it, else by
 * e-mail; null when the member can be reached by neither (the notice is then not sent, and the change still made).
 */
export async function queueMemberNotice(
  context: Pick<CommandContext, 'store' | 'catalogue'>,
  pool: Pool,
  notice: MemberNotice,
  fallbackUrl: string,
): Promise<StreamAppend | null> {
  const [recipient, gym] = await Promise.all([recipientOf(pool, notice.memberId), gymFacts(pool)]);
  if (!recipient) return null;
  const language = messageLanguage(recipient.preferredLanguage, gym.defaultLanguage);
  const text = notice.text(language, firstNameFor(recipient, language));
  for (const channel of NOTICE_CHANNELS) {
    try {
      return await queueDirectMessage(
        context,
        pool,
        {
          messageId: notice.messageId,
          memberId: notice.memberId,
          channel,
          about: notice.about,
          language,
          ...text,
        },
        fallbackUrl,
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return null;
}
