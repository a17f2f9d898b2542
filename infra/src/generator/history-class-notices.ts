import { deriveEntityId } from '@gym/events/store/ids';
import { optOutFooter } from '@gym/modules/insight/marketing/campaign-run';
import { messageStream } from '@gym/modules/insight/marketing/marketing-events';
import { messageDecider } from '@gym/modules/insight/marketing/message-decider';
import { firstNameFor, messageLanguage } from '@gym/modules/insight/marketing/message-language';
import { DIRECT_MESSAGES } from '@gym/modules/insight/marketing/public';
import { classNoticeText } from '@gym/modules/membership/classes/class-notices';
import { DEFAULT_GYM_SETTINGS } from '@gym/modules/platform/settings/settings-contracts';
import { CLASSES } from './class-timetable-design.js';
import { DecidedStream } from './decided-stream.js';
import { dateOf } from './gym-calendar.js';
import type { Occurrence } from './history-class-occurrence.js';
import type { HistoryContext } from './history-context.js';
import type { MarketingBook } from './history-marketing.js';
import type { Part } from './history-model.js';

/**
 * The app's text to each member a cancellation gave a seat to (marketing outbox, the member's language): the parts
 * queueing them, beside the cancellation's `parts` that promoted them.
 */
export function tellPromoted(
  ctx: HistoryContext,
  marketing: MarketingBook,
  occurrence: Occurrence,
  parts: readonly Part[],
  commandId: string,
  at: number,
): Part[] {
  const promoted = parts.flatMap((p) =>
    p.events.filter((e) => e.type === 'ClassWaitlistPromoted').map((e) => (e.data as { memberId: string }).memberId),
  );
  const told: Part[] = [];
  for (const memberId of promoted) {
    const status = ctx.readMembers.get(memberId);
    if (!status?.phone || marketing.optedOut(memberId, 'sms')) continue;
    const language = messageLanguage(status.preferredLanguage, DEFAULT_GYM_SETTINGS.defaultLanguage);
    const messageId = deriveEntityId(commandId, `class-notice:${occurrence.id}:${memberId}`);
    const text = classNoticeText(
      {
        kind: 'promoted',
        className: CLASSES[occurrence.session.key].name,
        day: dateOf(occurrence.day),
        time: occurrence.session.data.startTime,
      },
      language,
      firstNameFor(status, language),
    );
    const stream = new DecidedStream(messageStream(messageId), messageDecider);
    told.push(
      stream.decide({
        type: 'QueueMessage',
        queued: {
          messageId,
          campaignId: DIRECT_MESSAGES,
          runId: occurrence.id,
          memberId,
          channel: 'sms',
          to: status.phone,
          subject: text.subject,
          body: text.body + optOutFooter('sms', language, '', messageId),
          language,
        },
      }),
    );
    marketing.sendNotice(stream, messageId, status, at);
  }
  return told;
}
