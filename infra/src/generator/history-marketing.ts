import { addDays } from '@gym/events/calendar/local-date';
import type { NewEvent } from '@gym/events/store/envelope';
import type { Decider } from '@gym/kernel/commands/decider';
import { memberMessage, messageIdOf, optOutFooter } from '@gym/modules/insight/marketing/campaign-run';
import type { SegmentCriteria, TemplateContent } from '@gym/modules/insight/marketing/marketing-contracts';
import {
  campaignDecider,
  consentDecider,
  segmentDecider,
  templateDecider,
} from '@gym/modules/insight/marketing/marketing-deciders';
import {
  campaignStream,
  consentStream,
  messageStream,
  segmentStream,
  templateStream,
} from '@gym/modules/insight/marketing/marketing-events';
import { messageDecider } from '@gym/modules/insight/marketing/message-decider';
import { OUTBOX_JOB } from '@gym/modules/insight/marketing/outbox';
import { DEFAULT_GYM_SETTINGS } from '@gym/modules/platform/settings/settings-contracts';
import { DecidedStream } from './decided-stream.js';
import { dateOf, dayOfInstant, instantAt } from './gym-calendar.js';
import type { HistoryContext } from './history-context.js';
import type { Part, SystemActor } from './history-model.js';
import { memberStatusOn } from './history-tally.js';
import type { MemberStatus } from './history-tally.js';

type StreamOf<D> =
  D extends Decider<infer S, infer C, infer E> ? ([E] extends [NewEvent] ? DecidedStream<S, C, E> : never) : never;
type ConsentStream = StreamOf<typeof consentDecider>;
type MessageStream = StreamOf<typeof messageDecider>;

const OUTBOX: SystemActor = { name: `System (${OUTBOX_JOB})`, command: `job:${OUTBOX_JOB}` };
const STOP_REPLY: SystemActor = { name: 'Member (stop-reply)', command: 'POST /api/marketing/inbound-sms' };
/** The delivery settings' defaults (the sample gym keeps them): texts through the log, 500 a day, none at night. */
const DAILY_CAP = 500;
const FIRST_SEND_MINUTE = 9 * 60;
const LEASE_MS = 120_000;

interface Design {
  readonly segment: { name: string; criteria: SegmentCriteria };
  readonly template: TemplateContent;
  readonly campaign: string;
}

const DESIGNS: readonly Design[] = [
  {
    segment: { name: 'Lapsed in the last 7 days', criteria: { statuses: ['expired'], expiredWithinDays: 7 } },
    template: {
      name: 'We miss you',
      channel: 'sms',
      subjectEn: '',
      subjectAr: '',
      bodyEn:
        'Hi {{firstName}}, we miss you at the gym! Your {{plan}} membership ended on {{expiryDate}}. ' +
        'Renew this week and get 10% off at the desk.',
      bodyAr:
        'مرحباً {{firstName}}، اشتقنا إليك في النادي! انتهى اشتراكك {{plan}} بتاريخ {{expiryDate}}. ' +
        'جدّد هذا الأسبوع واحصل على خصم 10٪ في الاستقبال.',
    },
    campaign: 'Win-back',
  },
  {
    segment: {
      name: 'Ladies who lapsed this month',
      criteria: { gender: 'female', statuses: ['expired'], expiredWithinDays: 30 },
    },
    template: {
      name: 'Ladies classes',
      channel: 'sms',
      subjectEn: '',
      subjectAr: '',
      bodyEn:
        'Hi {{firstName}}, new ladies-only Zumba and Pilates classes start this month. ' +
        'Come back and try a class free of charge!',
      bodyAr: 'مرحباً {{firstName}}، حصص زومبا وبيلاتس جديدة للسيدات فقط تبدأ هذا الشهر. عودي وجرّبي حصة مجاناً!',
    },
    campaign: 'Ladies classes',
  },
];

/** Saved for the desk to look at (the Segments page counts it live); no campaign reads it. */
const EXPIRING_SOON: { name: string; criteria: SegmentCriteria } = {
  name: 'Expiring this week',
  criteria: { statuses: ['active'], expiringWithinDays: 7 },
};

/**
 * Campaigns (issue 44, item 4): two templates and three segments set up in the first weeks, then a one-off text
 * campaign about every two months, alternating a win-back offer to members who lapsed last week with a ladies' class
 * launch, now and then in Arabic. Its messages are queued at launch to the segment's members as the read model has
 * them then, and the outbox sends them as the app's job does (after 09:00, at most 500 a day, through the text log
 * of the default delivery settings); a few members reply STOP, and later campaigns skip them.
 */
export class MarketingBook {
  private readonly consent = new Map<string, ConsentStream>();

  constructor(private readonly ctx: HistoryContext) {}

  plan(): void {
    const ctx = this.ctx;
    const r = ctx.office;
    const manager = ctx.staff.manager;
    const setupDay = ctx.firstDay + Math.min(20, Math.floor(ctx.totalDays / 4));
    const saved = [...DESIGNS.map((d) => d.segment), EXPIRING_SOON].map((segment) => ({
      ...segment,
      id: r.uuid(),
    }));
    const templates = DESIGNS.map((d) => ({ content: d.template, id: r.uuid() }));
    ctx.schedule(setupDay, () => {
      templates.forEach((t, i) => {
        const stream = new DecidedStream(templateStream(t.id), templateDecider);
        ctx.officeCommand(instantAt(setupDay, 11 * 60 + i), manager, () => [
          stream.decide({ type: 'SaveTemplate', templateId: t.id, content: t.content, create: true }),
        ]);
      });
      saved.forEach((s, i) => {
        const stream = new DecidedStream(segmentStream(s.id), segmentDecider);
        ctx.officeCommand(instantAt(setupDay, 11 * 60 + 5 + i), manager, () => [
          stream.decide({ type: 'SaveSegment', segmentId: s.id, name: s.name, criteria: s.criteria, create: true }),
        ]);
      });
    });
    let n = 0;
    for (let day = setupDay + 10; day <= ctx.lastDay; day += r.int(50, 70), n++) {
      const design = n % DESIGNS.length;
      const launchDay = day;
      const language = n % 3 === 2 ? 'ar' : 'en';
      const campaignId = r.uuid();
      const month = dateOf(launchDay).slice(0, 7);
      ctx.schedule(launchDay, () =>
        this.launch(
          launchDay,
          campaignId,
          `${DESIGNS[design]!.campaign} ${month}`,
          language,
          saved[design]!,
          templates[design]!,
        ),
      );
    }
  }

  private launch(
    day: number,
    campaignId: string,
    name: string,
    language: 'en' | 'ar',
    segment: { id: string; name: string; criteria: SegmentCriteria },
    template: { id: string; content: TemplateContent },
  ): void {
    const ctx = this.ctx;
    const manager = ctx.staff.manager;
    const campaign = new DecidedStream(campaignStream(campaignId), campaignDecider);
    const createdAt = instantAt(day, 10 * 60);
    ctx.officeCommand(createdAt, manager, () => [
      campaign.decide({
        type: 'CreateCampaign',
        created: {
          campaignId,
          name,
          kind: 'one-off',
          segmentId: segment.id,
          memberIds: null,
          trigger: null,
          templateId: template.id,
          templateName: template.content.name,
          channel: template.content.channel,
          language,
        },
      }),
    ]);
    const launchedAt = createdAt + 5 * 60_000;
    ctx.officeCommand(launchedAt, manager, () => {
      const today = dateOf(day);
      const recipients = this.segmentMembers(segment.criteria, today);
      const started = campaign.decide({
        type: 'StartRun',
        campaignId,
        runId: 'launch',
        recipients: recipients.length,
      });
      const messages: Part[] = recipients.map((m) => {
        const messageId = messageIdOf(campaignId, 'launch', m.memberId);
        // Each member in their language, as the app writes campaign messages (campaign-run's memberMessage).
        const text = memberMessage(
          template.content,
          {
            firstName: m.firstName,
            nameArabic: m.nameArabic,
            preferredLanguage: m.preferredLanguage,
            plan: m.planName,
            expiryDate: m.expiry,
            amountDue: 0,
            gymName: DEFAULT_GYM_SETTINGS.name,
            currency: DEFAULT_GYM_SETTINGS.currency,
          },
          DEFAULT_GYM_SETTINGS.defaultLanguage,
        );
        const body = text.body + optOutFooter('sms', text.language, '', messageId);
        const stream: MessageStream = new DecidedStream(messageStream(messageId), messageDecider);
        const part = stream.decide({
          type: 'QueueMessage',
          queued: {
            messageId,
            campaignId,
            runId: 'launch',
            memberId: m.memberId,
            channel: template.content.channel,
            to: m.phone,
            subject: '',
            body,
            language: text.language,
          },
        });
        this.send(stream, messageId, m, launchedAt);
        return part;
      });
      return [started, ...messages];
    });
  }

  /** The members the segment selects on `today`, in member-number order (`segmentMembers`). */
  private segmentMembers(criteria: SegmentCriteria, today: string): MemberStatus[] {
    const selected: MemberStatus[] = [];
    for (const m of this.ctx.readMembers.values()) {
      if (m.archived) continue;
      const status = memberStatusOn(m, today);
      if (criteria.statuses && !criteria.statuses.includes(status === 'none' ? 'pending' : (status as 'active')))
        continue;
      if (criteria.gender && m.gender !== criteria.gender) continue;
      if (criteria.expiredWithinDays !== undefined) {
        const from = addDays(today, -criteria.expiredWithinDays);
        if (m.expiry === null || m.expiry < from || m.expiry >= today) continue;
      }
      selected.push(m);
    }
    return selected.sort((a, b) => a.memberNumber - b.memberNumber);
  }

  /** Whether the member replied STOP to texts (or opted out of a channel otherwise). */
  optedOut(memberId: string, channel: 'sms' | 'email' | 'whatsapp'): boolean {
    return this.consent.get(memberId)?.state.optedOut.has(channel) ?? false;
  }

  /** The outbox's handling of a direct message another area queued (a class notice); nobody replies STOP to it. */
  sendNotice(stream: MessageStream, messageId: string, member: MemberStatus, queuedAt: number): void {
    this.send(stream, messageId, member, queuedAt, false);
  }

  /** Queued messages go in the order the outbox takes them, 100 every 2 s, at most 500 a day, from 09:00. */
  private readonly sentOn = new Map<number, number>();
  private stops = 0;

  /** The outbox's handling of one queued message: skipped (opted out, no number), or taken and sent. */
  private send(stream: MessageStream, messageId: string, member: MemberStatus, queuedAt: number, stops = true): void {
    const ctx = this.ctx;
    let day = dayOfInstant(queuedAt);
    while ((this.sentOn.get(day) ?? 0) >= DAILY_CAP) day++;
    const count = this.sentOn.get(day) ?? 0;
    this.sentOn.set(day, count + 1);
    const at =
      Math.max(queuedAt + 2_000, instantAt(day, FIRST_SEND_MINUTE)) +
      Math.floor(count / 100) * 2_000 +
      (count % 100) * 30;
    const consent = this.consentOf(member.memberId);
    ctx.officeCommand(at, OUTBOX, () => {
      if (consent.state.optedOut.has('sms') || !member.phone) {
        const reason = member.phone ? 'opted-out' : 'no-address';
        return [stream.decide({ type: 'SkipMessage', messageId, reason })];
      }
      return [stream.decide({ type: 'DispatchMessage', messageId, now: new Date(at), leaseMs: LEASE_MS })];
    });
    ctx.officeCommand(at + 15, OUTBOX, () =>
      stream.state.status === 'dispatching'
        ? [stream.decide({ type: 'RecordSent', messageId, attempt: 1, providerMessageId: null })]
        : [],
    );
    // The first text the gym ever sends gets a STOP (so the consent side always has a story), then about one in 25.
    if (stops && (this.stops++ === 0 || ctx.office.chance(0.04))) {
      // "STOP": the provider passes the reply on; the member is out of texts and WhatsApp from then on.
      const replyAt = at + ctx.office.int(5, 36 * 60) * 60_000;
      ctx.officeCommand(replyAt, STOP_REPLY, () =>
        stream.state.status !== 'sent' || member.archived
          ? []
          : [
              consent.decide({
                type: 'OptOut',
                memberId: member.memberId,
                channels: ['sms', 'whatsapp'],
                source: 'stop-reply',
                messageId: null,
              }),
            ],
      );
    }
  }

  private consentOf(memberId: string): ConsentStream {
    let stream = this.consent.get(memberId);
    if (!stream) {
      stream = new DecidedStream(consentStream(memberId), consentDecider);
      this.consent.set(memberId, stream);
    }
    return stream;
  }
}
