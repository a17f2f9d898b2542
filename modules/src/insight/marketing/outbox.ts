import { localDayAndTime } from '@gym/events/calendar/local-date';
import { DomainError } from '@gym/kernel/commands/domain-error';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { streamCommand } from '@gym/kernel/commands/stream-command';
import type { JobContext, ScheduledJob } from '@gym/kernel/reaction/reactor';
import { channelsFor, DeliveryError } from './channels/channels.js';
import type { Deliver } from './channels/channels.js';
import type { Channel, DeliverySettings } from './marketing-contracts.js';
import { messageStream } from './marketing-events.js';
import { gymFacts, readDeliverySettings } from './marketing-queries.js';
import { messageDecider } from './message-decider.js';
import type { MessageCommand } from './message-decider.js';

export const OUTBOX_JOB = 'marketing-outbox';
/** How long one attempt holds a message; a worker that died mid-send lets it go after this. */
const leaseMs = () => Number(process.env.MARKETING_DISPATCH_LEASE_MS) || 120_000;
const BATCH = 100;

/** Minutes since midnight of "HH:MM". */
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Quiet hours may cross midnight (21:00–09:00); equal bounds mean no quiet hours. */
export function inQuietHours(localTime: string, from: string, until: string): boolean {
  const t = minutes(localTime);
  const a = minutes(from);
  const b = minutes(until);
  if (a === b) return false;
  return a < b ? t >= a && t < b : t >= a || t < b;
}

interface DueRow {
  message_id: string;
  member_id: string;
  channel: Channel;
  to_address: string | null;
  subject: string;
  body: string;
}

/**
 * The outbox worker. Each run: nothing during quiet hours (gym time); at most the daily cap of messages a gym day;
 * each due message is skipped when the member opted out of its channel or has no address, else taken for one attempt
 * (a lease on its stream: a second worker's take conflicts), sent, and recorded as sent or failed. A failure is tried
 * again after 1, 2, 4, 8 minutes, up to 5 attempts; a permanent refusal (SMTP 5xx, a bad number) fails at once.
 */
export function outboxJob(
  deliverFor: (settings: DeliverySettings, context: JobContext) => Deliver = (s, c) => channelsFor(s, c.log),
): ScheduledJob {
  return {
    name: OUTBOX_JOB,
    intervalMs: 2_000,
    async run(context) {
      const [settings, gym] = await Promise.all([readDeliverySettings(context.pool), gymFacts(context.pool)]);
      const now = context.clock.now();
      const local = localDayAndTime(now, gym.timeZone);
      if (inQuietHours(local.time, settings.quietFrom, settings.quietUntil)) return;
      const { rows: sent } = await context.pool.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM read.marketing_messages
         WHERE sent_at IS NOT NULL AND (sent_at AT TIME ZONE $1)::date = $2::date`,
        [gym.timeZone, local.day],
      );
      const budget = settings.dailyCap - (sent[0]?.count ?? 0);
      if (budget <= 0) return;
      const { rows: due } = await context.pool.query<DueRow>(
        `SELECT m.message_id, m.member_id, m.channel, m.to_address, m.subject, m.body
         FROM read.marketing_messages m
         WHERE (m.status = 'queued' AND (m.retry_at IS NULL OR m.retry_at <= $1))
            OR (m.status = 'sending' AND m.lease_until <= $1)
         ORDER BY m.queued_at, m.message_id LIMIT $2`,
        [now.toISOString(), BATCH],
      );
      if (due.length === 0) return;
      const deliver = deliverFor(settings, context);
      const commandContext = (): CommandContext => ({
        store: context.store,
        catalogue: context.catalogue,
        actor: { id: null, name: `System (${OUTBOX_JOB})` },
        command: `job:${OUTBOX_JOB}`,
        now: context.clock.now(),
      });
      const decide = (messageId: string, command: MessageCommand) =>
        executeCommand(
          commandContext(),
          streamCommand({
            streamId: messageStream(messageId),
            decider: messageDecider,
            command,
            answer: (events) => ({ events }),
            replay: () => ({ events: [] }),
          }),
        );
      let sends = 0;
      for (const row of due) {
        const id = row.message_id;
        const { rows: consent } = await context.pool.query(
          'SELECT 1 FROM read.marketing_consent WHERE member_id = $1 AND channel = $2 AND opted_out',
          [row.member_id, row.channel],
        );
        if (consent.length > 0 || !row.to_address) {
          await decide(id, {
            type: 'SkipMessage',
            messageId: id,
            reason: consent.length > 0 ? 'opted-out' : 'no-address',
          });
          continue;
        }
        // Skips cost nothing; sends (and attempts) count against the day's cap.
        if (sends >= budget) continue;
        let attempt: number;
        try {
          const taken = await decide(id, {
            type: 'DispatchMessage',
            messageId: id,
            now: context.clock.now(),
            leaseMs: leaseMs(),
          });
          const dispatching = taken.events.find((e) => e.type === 'MessageDispatching');
          if (!dispatching) continue; // given up after its last attempt
          attempt = dispatching.data.attempt;
          sends++;
        } catch (error) {
          // Another worker holds it, or it is no longer due: the read table was behind the stream.
          if (error instanceof DomainError && error.status === 409) continue;
          throw error;
        }
        const unsubscribeUrl =
          row.channel === 'email'
            ? (/Unsubscribe: (\S+)|إلغاء الاشتراك: (\S+)/.exec(row.body)?.slice(1).find(Boolean) ?? null)
            : null;
        try {
          const providerMessageId = await deliver({
            messageId: id,
            channel: row.channel,
            to: row.to_address,
            subject: row.subject,
            body: row.body,
            unsubscribeUrl,
          });
          await decide(id, { type: 'RecordSent', messageId: id, attempt, providerMessageId });
        } catch (error) {
          const failure = error instanceof DeliveryError ? error : new DeliveryError(String(error), false);
          context.log.warn({ messageId: id, attempt, reason: failure.message }, 'message not sent');
          await decide(id, {
            type: 'RecordFailure',
            messageId: id,
            attempt,
            reason: failure.message,
            permanent: failure.permanent,
            now: context.clock.now(),
          });
        }
      }
    },
  };
}
