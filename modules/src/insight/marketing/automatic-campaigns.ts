import type { Pool } from 'pg';
import { dayOf } from '@gym/events/calendar/local-date';
import { DomainError } from '@gym/kernel/commands/domain-error';
import type { ScheduledJob } from '@gym/kernel/reaction/reactor';
import type { AutomaticTrigger } from './marketing-contracts.js';
import { startRun } from './campaign-run.js';
import { getTemplate, gymFacts, readDeliverySettings, recipientsWhere } from './marketing-queries.js';
import type { Recipient } from './marketing-queries.js';
import { triggerWhere } from './segment-sql.js';

export const AUTOMATIC_JOB = 'marketing-automatic-campaigns';

async function triggerMembers(pool: Pool, trigger: AutomaticTrigger, today: string): Promise<Recipient[]> {
  const gym = await gymFacts(pool);
  return recipientsWhere(pool, gym, triggerWhere(trigger, today, gym.timeZone));
}

/**
 * Automatic campaigns: every 15 minutes, each active automatic campaign runs once for the gym day (the run id is
 * the day), queueing its trigger's members; a later check the same day appends nothing. Quiet hours are the outbox's
 * business: queued at night, sent in the morning.
 */
export const automaticCampaignsJob: ScheduledJob = {
  name: AUTOMATIC_JOB,
  intervalMs: 15 * 60_000,
  async run(context) {
    const gym = await gymFacts(context.pool);
    const today = dayOf(context.clock.now(), gym.timeZone);
    const settings = await readDeliverySettings(context.pool);
    const { rows: campaigns } = await context.pool.query<{
      campaign_id: string;
      trigger: AutomaticTrigger;
      template_id: string;
      channel: 'email' | 'sms' | 'whatsapp';
    }>(
      `SELECT campaign_id, trigger, template_id, channel FROM read.marketing_campaigns
       WHERE kind = 'automatic' AND NOT paused ORDER BY created_at`,
    );
    for (const c of campaigns) {
      const template = await getTemplate(context.pool, c.template_id);
      if (!template) continue;
      const recipients = await triggerMembers(context.pool, c.trigger, today);
      if (recipients.length === 0) continue;
      try {
        await context.execute(
          `${c.campaign_id}:${today}`,
          startRun({
            campaignId: c.campaign_id,
            runId: today,
            channel: c.channel,
            defaultLanguage: gym.defaultLanguage,
            template,
            recipients,
            publicUrl: settings.publicUrl,
          }),
        );
      } catch (error) {
        // Paused between the read and the run: nothing to send today.
        if (!(error instanceof DomainError && error.status === 409)) throw error;
      }
    }
  },
};
