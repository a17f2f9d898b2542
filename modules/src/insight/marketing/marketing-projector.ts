import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { marketingEvents } from './marketing-events.js';
import type { MarketingEvent } from './marketing-events.js';
import { MARKETING_TOPIC } from './marketing-topics.js';

/** Marketing's read tables: what the page lists, what the outbox worker picks up, and consent per channel. */
export const marketingProjector: ModuleProjector<typeof MARKETING_TOPIC.name> = {
  name: 'marketing',
  version: 3,
  eventTypes: marketingEvents.map((e) => e.type),
  topics: [MARKETING_TOPIC.name],
  tables: [
    {
      name: 'marketing_segments',
      ddl: `CREATE TABLE marketing_segments (
        segment_id text PRIMARY KEY, name text NOT NULL, criteria jsonb NOT NULL, deleted boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL
      )`,
    },
    {
      name: 'marketing_templates',
      ddl: `CREATE TABLE marketing_templates (
        template_id text PRIMARY KEY, name text NOT NULL, channel text NOT NULL, subject_en text NOT NULL,
        subject_ar text NOT NULL, body_en text NOT NULL, body_ar text NOT NULL, updated_at timestamptz NOT NULL
      )`,
    },
    {
      name: 'marketing_campaigns',
      ddl: `CREATE TABLE marketing_campaigns (
        campaign_id text PRIMARY KEY, name text NOT NULL, kind text NOT NULL, segment_id text, member_ids jsonb,
        trigger text, template_id text NOT NULL, template_name text NOT NULL, channel text NOT NULL,
        language text NOT NULL, paused boolean NOT NULL DEFAULT false, runs integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL
      )`,
    },
    {
      name: 'marketing_messages',
      ddl: `CREATE TABLE marketing_messages (
        message_id text PRIMARY KEY, campaign_id text NOT NULL, run_id text NOT NULL, member_id text NOT NULL,
        channel text NOT NULL, to_address text, subject text NOT NULL, body text NOT NULL, language text,
        status text NOT NULL,
        attempts integer NOT NULL DEFAULT 0, reason text, retry_at timestamptz, lease_until timestamptz,
        queued_at timestamptz NOT NULL, sent_at timestamptz
      );
      CREATE INDEX marketing_messages_due_idx ON marketing_messages (queued_at) WHERE status IN ('queued', 'sending');
      CREATE INDEX marketing_messages_campaign_idx ON marketing_messages (campaign_id);
      CREATE INDEX marketing_messages_sent_idx ON marketing_messages (sent_at) WHERE sent_at IS NOT NULL;`,
    },
    {
      name: 'marketing_consent',
      ddl: `CREATE TABLE marketing_consent (
        member_id text NOT NULL, channel text NOT NULL, opted_out boolean NOT NULL, source text NOT NULL,
        at timestamptz NOT NULL, PRIMARY KEY (member_id, channel)
      )`,
    },
    {
      name: 'marketing_consent_history',
      ddl: `CREATE TABLE marketing_consent_history (
        event_id text PRIMARY KEY, position bigint NOT NULL, member_id text NOT NULL, change text NOT NULL,
        channels jsonb NOT NULL, source text NOT NULL, actor_name text NOT NULL, at timestamptz NOT NULL
      );
      CREATE INDEX marketing_consent_history_member_idx ON marketing_consent_history (member_id, position);`,
    },
    {
      name: 'marketing_delivery_settings',
      ddl: `CREATE TABLE marketing_delivery_settings (id integer PRIMARY KEY, settings jsonb NOT NULL)`,
    },
  ],
  async apply(events, client, { parseEvent }) {
    for (const recorded of events) {
      const event = parseEvent(recorded) as MarketingEvent;
      const at = recorded.metadata.at;
      switch (event.type) {
        case 'SegmentSaved':
          await client.query(
            `INSERT INTO marketing_segments (segment_id, name, criteria, updated_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (segment_id) DO UPDATE SET name = $2, criteria = $3, updated_at = $4`,
            [event.data.segmentId, event.data.name, event.data.criteria, at],
          );
          break;
        case 'SegmentDeleted':
          await client.query('UPDATE marketing_segments SET deleted = true WHERE segment_id = $1', [
            event.data.segmentId,
          ]);
          break;
        case 'TemplateSaved': {
          const d = event.data;
          await client.query(
            `INSERT INTO marketing_templates (template_id, name, channel, subject_en, subject_ar, body_en, body_ar, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
             ON CONFLICT (template_id) DO UPDATE SET name = $2, subject_en = $4, subject_ar = $5, body_en = $6,
               body_ar = $7, updated_at = $8`,
            [d.templateId, d.name, d.channel, d.subjectEn, d.subjectAr, d.bodyEn, d.bodyAr, at],
          );
          break;
        }
        case 'CampaignCreated': {
          const d = event.data;
          await client.query(
            `INSERT INTO marketing_campaigns (campaign_id, name, kind, segment_id, member_ids, trigger, template_id,
               template_name, channel, language, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING`,
            [
              d.campaignId,
              d.name,
              d.kind,
              d.segmentId,
              d.memberIds === null ? null : JSON.stringify(d.memberIds),
              d.trigger,
              d.templateId,
              d.templateName,
              d.channel,
              d.language,
              at,
            ],
          );
          break;
        }
        case 'CampaignRunStarted':
          await client.query('UPDATE marketing_campaigns SET runs = runs + 1 WHERE campaign_id = $1', [
            event.data.campaignId,
          ]);
          break;
        case 'CampaignPaused':
        case 'CampaignResumed':
          await client.query('UPDATE marketing_campaigns SET paused = $2 WHERE campaign_id = $1', [
            event.data.campaignId,
            event.type === 'CampaignPaused',
          ]);
          break;
        case 'MessageQueued': {
          const d = event.data;
          await client.query(
            `INSERT INTO marketing_messages (message_id, campaign_id, run_id, member_id, channel, to_address, subject,
               body, language, status, queued_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'queued', $10) ON CONFLICT DO NOTHING`,
            [
              d.messageId,
              d.campaignId,
              d.runId,
              d.memberId,
              d.channel,
              d.to,
              d.subject,
              d.body,
              d.language ?? null,
              at,
            ],
          );
          break;
        }
        case 'MessageDispatching':
          await client.query(
            `UPDATE marketing_messages SET status = 'sending', attempts = $2, lease_until = $3 WHERE message_id = $1`,
            [event.data.messageId, event.data.attempt, event.data.leaseUntil],
          );
          break;
        case 'MessageSent':
          await client.query(
            `UPDATE marketing_messages SET status = 'sent', lease_until = NULL, reason = NULL, sent_at = $2
             WHERE message_id = $1`,
            [event.data.messageId, at],
          );
          break;
        case 'MessageAttemptFailed':
          await client.query(
            `UPDATE marketing_messages SET status = 'queued', lease_until = NULL, reason = $2, retry_at = $3
             WHERE message_id = $1`,
            [event.data.messageId, event.data.reason, event.data.retryAt],
          );
          break;
        case 'MessageFailed':
          await client.query(
            `UPDATE marketing_messages SET status = 'failed', lease_until = NULL, reason = $2 WHERE message_id = $1`,
            [event.data.messageId, event.data.reason],
          );
          break;
        case 'MessageSkipped':
          await client.query(
            `UPDATE marketing_messages SET status = 'skipped', lease_until = NULL, reason = $2 WHERE message_id = $1`,
            [event.data.messageId, event.data.reason],
          );
          break;
        case 'MemberOptedOut':
        case 'MemberOptedIn':
          for (const channel of event.data.channels) {
            await client.query(
              `INSERT INTO marketing_consent (member_id, channel, opted_out, source, at) VALUES ($1, $2, $3, $4, $5)
               ON CONFLICT (member_id, channel) DO UPDATE SET opted_out = $3, source = $4, at = $5`,
              [event.data.memberId, channel, event.type === 'MemberOptedOut', event.data.source, at],
            );
          }
          await client.query(
            `INSERT INTO marketing_consent_history (event_id, position, member_id, change, channels, source, actor_name, at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
            [
              recorded.eventId,
              recorded.position,
              event.data.memberId,
              event.type === 'MemberOptedOut' ? 'opt-out' : 'opt-in',
              JSON.stringify(event.data.channels),
              event.data.source,
              recorded.metadata.actorName,
              at,
            ],
          );
          break;
        case 'DeliverySettingsChanged':
          await client.query(
            `INSERT INTO marketing_delivery_settings (id, settings) VALUES (1, $1)
             ON CONFLICT (id) DO UPDATE SET settings = $1`,
            [event.data],
          );
          break;
      }
    }
  },
};
