import { uuidV5 } from '@gym/events/store/ids';
import type { StreamAppend } from '@gym/events/store/event-store';
import type { CommandContext, CommandHandler } from '@gym/kernel/commands/execute-command';
import { loadState } from '@gym/kernel/commands/stream-command';
import type { Channel, Language, Template } from './marketing-contracts.js';
import { campaignDecider } from './marketing-deciders.js';
import { messageDecider } from './message-decider.js';
import { campaignStream, messageStream } from './marketing-events.js';
import type { Recipient } from './marketing-queries.js';
import { render } from './template-render.js';

/** The outbox entry of one member in one run: the same campaign, run and member always give the same id. */
export const messageIdOf = (campaignId: string, runId: string, memberId: string) =>
  uuidV5(`marketing:${campaignId}:${runId}:${memberId}`);

/** Where opting out happens: the e-mail's unsubscribe link, or a STOP reply to a text. */
export function optOutFooter(channel: Channel, language: Language, publicUrl: string, messageId: string): string {
  if (channel === 'email') {
    const link = `${publicUrl.replace(/\/+$/, '')}/api/marketing/unsubscribe/${messageId}`;
    return language === 'ar' ? `\n\n--\nلإلغاء الاشتراك: ${link}` : `\n\n--\nUnsubscribe: ${link}`;
  }
  return language === 'ar' ? '\nأرسل STOP لإيقاف الرسائل' : '\nReply STOP to opt out';
}

export interface RunPlan {
  readonly campaignId: string;
  readonly runId: string;
  readonly channel: Channel;
  readonly language: Language;
  readonly template: Template;
  readonly recipients: readonly Recipient[];
  readonly publicUrl: string;
}

/**
 * Starts a run of a campaign: the run on the campaign's stream and one queued message per recipient on its own
 * stream, all in one append. A run already started appends nothing (at most once per member per run), and a message
 * stream that exists is never written again.
 */
export function startRun(run: RunPlan): CommandHandler<{ queued: number }> {
  return {
    async plan(context: CommandContext) {
      const campaign = await loadState(context, campaignStream(run.campaignId), campaignDecider);
      const started = campaignDecider.decide(
        { type: 'StartRun', campaignId: run.campaignId, runId: run.runId, recipients: run.recipients.length },
        campaign.state,
      );
      if (started.length === 0) return { appends: [], answer: { queued: 0 } };
      const ar = run.language === 'ar';
      const messages: StreamAppend[] = run.recipients.map((r) => {
        const messageId = messageIdOf(run.campaignId, run.runId, r.memberId);
        const subject = render(ar ? run.template.subjectAr : run.template.subjectEn, r, run.language);
        const body =
          render(ar ? run.template.bodyAr : run.template.bodyEn, r, run.language) +
          optOutFooter(run.channel, run.language, run.publicUrl, messageId);
        const to = run.channel === 'email' ? r.email : r.phone;
        return {
          streamId: messageStream(messageId),
          expectedVersion: 'no_stream',
          events: messageDecider.decide(
            {
              type: 'QueueMessage',
              queued: {
                messageId,
                campaignId: run.campaignId,
                runId: run.runId,
                memberId: r.memberId,
                channel: run.channel,
                to,
                subject,
                body,
              },
            },
            messageDecider.initialState(),
          ),
        };
      });
      return {
        appends: [
          { streamId: campaignStream(run.campaignId), expectedVersion: campaign.version, events: started },
          ...messages,
        ],
        answer: { queued: messages.length },
      };
    },
    replay: (stored) => ({ queued: stored.filter((e) => e.type === 'MessageQueued').length }),
  };
}
