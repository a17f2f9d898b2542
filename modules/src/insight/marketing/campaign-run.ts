import { uuidV5 } from '@gym/events/store/ids';
import type { StreamAppend } from '@gym/events/store/event-store';
import type { CommandContext, CommandHandler } from '@gym/kernel/commands/execute-command';
import { loadState } from '@gym/kernel/commands/stream-command';
import type { Channel, Language, Template } from './marketing-contracts.js';
import { campaignDecider } from './marketing-deciders.js';
import { messageDecider } from './message-decider.js';
import { messageLanguage, templateText } from './message-language.js';
import { campaignStream, messageStream } from './marketing-events.js';
import type { Recipient } from './marketing-queries.js';
import { render } from './template-render.js';
import type { RecipientFacts } from './template-render.js';

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

/**
 * A template filled for one member in the member's language (preferred, else the gym's default, else English; the
 * other language when the template has no text in it), with the language it ended up in.
 */
export function memberMessage(
  template: Pick<Template, 'subjectEn' | 'subjectAr' | 'bodyEn' | 'bodyAr'>,
  member: RecipientFacts & { readonly preferredLanguage: Language | null },
  defaultLanguage: Language,
) {
  const text = templateText(template, messageLanguage(member.preferredLanguage, defaultLanguage));
  return {
    language: text.language,
    subject: render(text.subject, member, text.language),
    body: render(text.body, member, text.language),
  };
}

export interface RunPlan {
  readonly campaignId: string;
  readonly runId: string;
  readonly channel: Channel;
  /** The gym's default language: a member who chose none is written to in it. */
  readonly defaultLanguage: Language;
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
      const messages: StreamAppend[] = run.recipients.map((r) => {
        const messageId = messageIdOf(run.campaignId, run.runId, r.memberId);
        const text = memberMessage(run.template, r, run.defaultLanguage);
        const body = text.body + optOutFooter(run.channel, text.language, run.publicUrl, messageId);
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
                subject: text.subject,
                body,
                language: text.language,
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
