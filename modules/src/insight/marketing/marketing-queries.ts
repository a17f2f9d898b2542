import { memberNameSql, owedAmountSql } from '../../membership/members/public.js';
import type { Pool } from 'pg';
import { DEFAULT_GYM_SETTINGS } from '../../platform/settings/settings-contracts.js';
import { readSettings } from '../../platform/settings/public.js';
import { DEFAULT_DELIVERY_SETTINGS } from './marketing-contracts.js';
import type {
  Campaign,
  CampaignReport,
  Channel,
  ConsentChange,
  DeliverySettings,
  Language,
  SegmentCriteria,
  Template,
} from './marketing-contracts.js';
import { segmentWhere } from './segment-sql.js';
import type { RecipientFacts } from './template-render.js';

/** The gym's name, currency, time zone and ways of writing (settings), as messages and gym days need them. */
export async function gymFacts(pool: Pool) {
  const settings = { ...DEFAULT_GYM_SETTINGS, ...((await readSettings(pool)) ?? {}) };
  return {
    name: settings.name,
    currency: settings.currency,
    timeZone: settings.timeZone,
    defaultLanguage: settings.defaultLanguage,
    arabicIndicDigits: settings.arabicIndicDigits,
    hijriDates: settings.hijriDates,
  };
}

export async function readDeliverySettings(pool: Pool): Promise<DeliverySettings> {
  const { rows } = await pool.query<{ settings: DeliverySettings }>(
    'SELECT settings FROM read.marketing_delivery_settings WHERE id = 1',
  );
  return { ...DEFAULT_DELIVERY_SETTINGS, ...(rows[0]?.settings ?? {}) };
}

export interface Recipient extends RecipientFacts {
  readonly memberId: string;
  readonly name: string;
  readonly email: string | null;
  readonly phone: string | null;
  /** The language the member asked to be written to in; null: the gym's default. */
  readonly preferredLanguage: Language | null;
}

/** The members a segment selects today, with what their messages are filled with. */
export async function segmentMembers(
  pool: Pool,
  criteria: SegmentCriteria,
  today: string,
  limit = 100_000,
): Promise<Recipient[]> {
  const gym = await gymFacts(pool);
  return recipientsWhere(pool, gym, segmentWhere(criteria, today, gym.timeZone), limit);
}

/**
 * The members a condition on `read.members m` selects (its parameters `params`), in member number order and at most
 * `limit` of them, with what their messages are filled with.
 */
export async function recipientsWhere(
  pool: Pool,
  gym: { readonly name: string; readonly currency: string },
  where: { readonly sql: string; readonly params: readonly unknown[] },
  limit?: number,
): Promise<Recipient[]> {
  const { rows } = await pool.query<Omit<Recipient, 'gymName' | 'currency'>>(
    `SELECT m.member_id AS "memberId", ${memberNameSql('m')} AS name, m.first_name AS "firstName",
            nullif(m.name_arabic, '') AS "nameArabic", m.preferred_language AS "preferredLanguage",
            nullif(m.email, '') AS email, nullif(m.phone, '') AS phone, m.plan_name AS plan,
            to_char(m.expiry_date, 'YYYY-MM-DD') AS "expiryDate", ${owedAmountSql('m')} AS "amountDue"
     FROM read.members m WHERE ${where.sql} ORDER BY m.member_number${limit === undefined ? '' : ` LIMIT ${Number(limit)}`}`,
    [...where.params],
  );
  return rows.map((r) => ({ ...r, gymName: gym.name, currency: gym.currency }));
}

export async function countSegment(pool: Pool, criteria: SegmentCriteria, today: string) {
  const gym = await gymFacts(pool);
  const { sql, params } = segmentWhere(criteria, today, gym.timeZone);
  const [count, sample] = await Promise.all([
    pool.query<{ count: number }>(`SELECT count(*)::int AS count FROM read.members m WHERE ${sql}`, params),
    pool.query<{ id: string; name: string }>(
      `SELECT m.member_id AS id, ${memberNameSql('m')} AS name FROM read.members m WHERE ${sql}
       ORDER BY m.member_number LIMIT 5`,
      params,
    ),
  ]);
  return { count: count.rows[0]?.count ?? 0, sample: sample.rows };
}

export async function listSegments(pool: Pool, today: string) {
  const { rows } = await pool.query<{ id: string; name: string; criteria: SegmentCriteria; updatedAt: string }>(
    `SELECT segment_id AS id, name, criteria, updated_at::text AS "updatedAt" FROM read.marketing_segments
     WHERE NOT deleted ORDER BY lower(name)`,
  );
  return Promise.all(rows.map(async (s) => ({ ...s, count: (await countSegment(pool, s.criteria, today)).count })));
}

export async function getSegment(pool: Pool, id: string) {
  const { rows } = await pool.query<{ id: string; name: string; criteria: SegmentCriteria }>(
    'SELECT segment_id AS id, name, criteria FROM read.marketing_segments WHERE segment_id = $1 AND NOT deleted',
    [id],
  );
  return rows[0] ?? null;
}

/**
 * The campaigns that still read a segment: a one-off not yet sent (its launch reads the criteria) and an automatic
 * campaign that is not paused. Launched one-offs and paused campaigns keep their history without it.
 */
export async function campaignsUsingSegment(pool: Pool, segmentId: string): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT name FROM read.marketing_campaigns
     WHERE segment_id = $1 AND ((kind = 'one-off' AND runs = 0) OR (kind = 'automatic' AND NOT paused))
     ORDER BY created_at`,
    [segmentId],
  );
  return rows.map((r) => r.name);
}

const templateColumns = `template_id AS id, name, channel, subject_en AS "subjectEn", subject_ar AS "subjectAr",
  body_en AS "bodyEn", body_ar AS "bodyAr", updated_at::text AS "updatedAt"`;

export async function listTemplates(pool: Pool): Promise<Template[]> {
  const { rows } = await pool.query<Template>(
    `SELECT ${templateColumns} FROM read.marketing_templates ORDER BY lower(name)`,
  );
  return rows;
}

export async function getTemplate(pool: Pool, id: string): Promise<Template | null> {
  const { rows } = await pool.query<Template>(
    `SELECT ${templateColumns} FROM read.marketing_templates WHERE template_id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** One member as a message would address them. */
export async function recipientOf(pool: Pool, memberId: string): Promise<Recipient | null> {
  const gym = await gymFacts(pool);
  const [recipient] = await recipientsWhere(pool, gym, { sql: 'm.member_id = $1', params: [memberId] });
  return recipient ?? null;
}

export async function listCampaigns(pool: Pool): Promise<Campaign[]> {
  const { rows } = await pool.query<Campaign>(
    `SELECT c.campaign_id AS id, c.name, c.kind, c.segment_id AS "segmentId", c.trigger, c.template_id AS "templateId",
            c.template_name AS "templateName", c.channel, c.language, c.created_at::text AS "createdAt",
            CASE WHEN c.kind = 'automatic' THEN (CASE WHEN c.paused THEN 'paused' ELSE 'active' END)
                 WHEN c.runs > 0 THEN 'launched' ELSE 'draft' END AS status,
            json_build_object(
              'queued', count(m.*) FILTER (WHERE m.status IN ('queued', 'sending')),
              'sent', count(m.*) FILTER (WHERE m.status = 'sent'),
              'failed', count(m.*) FILTER (WHERE m.status = 'failed'),
              'skipped', count(m.*) FILTER (WHERE m.status = 'skipped')) AS counts
     FROM read.marketing_campaigns c LEFT JOIN read.marketing_messages m ON m.campaign_id = c.campaign_id
     GROUP BY c.campaign_id ORDER BY c.created_at DESC`,
  );
  return rows;
}

export async function getCampaign(pool: Pool, id: string) {
  const { rows } = await pool.query<{
    id: string;
    kind: 'one-off' | 'automatic';
    segmentId: string | null;
    memberIds: string[] | null;
    trigger: string | null;
    templateId: string;
    channel: Channel;
    language: 'en' | 'ar';
    paused: boolean;
  }>(
    `SELECT campaign_id AS id, kind, segment_id AS "segmentId", member_ids AS "memberIds", trigger,
            template_id AS "templateId", channel, language, paused
     FROM read.marketing_campaigns WHERE campaign_id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** A member's consent changes, newest first, with who recorded each (a staff member, or the member). */
export async function consentHistory(pool: Pool, memberId: string): Promise<ConsentChange[]> {
  const { rows } = await pool.query<ConsentChange>(
    `SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, change, channels, source,
            actor_name AS "by"
     FROM read.marketing_consent_history WHERE member_id = $1 ORDER BY position DESC`,
    [memberId],
  );
  return rows;
}

/** Channels a member opted out of. */
export async function optedOutChannels(pool: Pool, memberId: string): Promise<Channel[]> {
  const { rows } = await pool.query<{ channel: Channel }>(
    'SELECT channel FROM read.marketing_consent WHERE member_id = $1 AND opted_out',
    [memberId],
  );
  return rows.map((r) => r.channel);
}

/**
 * Per campaign: sent, pending, failed by reason, skipped (opted out or no address), and of the members sent to, how
 * many renewed (a membership invoice issued) or came back (a check-in) within 14 days after their message.
 */
export async function campaignReport(pool: Pool, campaignId: string): Promise<CampaignReport> {
  const messages = await pool.query<CampaignReport['messages'][number]>(
    `SELECT m.message_id AS id, m.member_id AS "memberId",
            coalesce(${memberNameSql('mb')}, 'Unknown Member') AS "memberName", m.to_address AS "to",
            m.language, m.status, m.attempts, m.reason, m.sent_at::text AS "sentAt"
     FROM read.marketing_messages m LEFT JOIN read.members mb ON mb.member_id = m.member_id
     WHERE m.campaign_id = $1 ORDER BY m.queued_at, m.member_id`,
    [campaignId],
  );
  const outcome = await pool.query<{ renewed: number; came_back: number }>(
    `SELECT count(*) FILTER (WHERE EXISTS (
              SELECT 1 FROM read.invoices i WHERE i.member_id = m.member_id AND i.registration_type IS NOT NULL
                AND NOT i.voided AND i.created_at >= m.sent_at AND i.created_at < m.sent_at + interval '14 days'))::int AS renewed,
            count(*) FILTER (WHERE EXISTS (
              SELECT 1 FROM read.check_ins c WHERE c.member_id = m.member_id
                AND c.at >= m.sent_at AND c.at < m.sent_at + interval '14 days'))::int AS came_back
     FROM read.marketing_messages m WHERE m.campaign_id = $1 AND m.status = 'sent'`,
    [campaignId],
  );
  const rows = messages.rows;
  const failed = new Map<string, number>();
  for (const m of rows.filter((r) => r.status === 'failed')) {
    const reason = m.reason ?? 'Unknown';
    failed.set(reason, (failed.get(reason) ?? 0) + 1);
  }
  return {
    campaignId,
    recipients: rows.length,
    sent: rows.filter((r) => r.status === 'sent').length,
    pending: rows.filter((r) => r.status === 'queued' || r.status === 'sending').length,
    failed: [...failed].map(([reason, count]) => ({ reason, count })),
    optedOut: rows.filter((r) => r.status === 'skipped' && r.reason === 'opted-out').length,
    skipped: rows.filter((r) => r.status === 'skipped').length,
    renewed: outcome.rows[0]?.renewed ?? 0,
    cameBack: outcome.rows[0]?.came_back ?? 0,
    messages: rows,
  };
}
