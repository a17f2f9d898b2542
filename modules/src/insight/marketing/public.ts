import type { Pool } from 'pg';
import type { StreamAppend } from '@gym/events/store/event-store';
import { refuse } from '@gym/kernel/commands/domain-error';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { loadState } from '@gym/kernel/commands/stream-command';
import { optOutFooter } from './campaign-run.js';
import type { Channel } from './marketing-contracts.js';
import { consentDecider } from './marketing-deciders.js';
import { consentStream, messageStream } from './marketing-events.js';
import { readDeliverySettings, recipientOf } from './marketing-queries.js';
import { messageDecider } from './message-decider.js';

/*
 * The marketing area's public contract: another area (the AI advisor sending a plan) hands one message to one member
 * to the outbox. The message then goes the way campaign messages go: the outbox worker sends it with retries and
 * backoff, skips it if the member opts out meanwhile, and the log records each step.
 */

/** A member as a message addresses them (first name, gym name, e-mail, phone). */
export { recipientOf } from './marketing-queries.js';

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
}

const channelName: Record<Channel, string> = { email: 'e-mail', sms: 'SMS', whatsapp: 'WhatsApp' };

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
  const name = recipient?.name ?? 'This member';
  if (consent.state.optedOut.has(message.channel))
    throw refuse(`${name} opted out of ${channelName[message.channel]} messages.`);
  const to = message.channel === 'email' ? recipient?.email : recipient?.phone;
  if (!to) throw refuse(`${name} has no ${message.channel === 'email' ? 'e-mail address' : 'phone number'}.`);
  const footer = optOutFooter(message.channel, 'en', settings.publicUrl || fallbackUrl, message.messageId);
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
        },
      },
      messageDecider.initialState(),
    ),
  };
}
