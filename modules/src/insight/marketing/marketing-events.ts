import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf } from '@gym/events/catalogue/define-event';
import { instant } from '@gym/events/catalogue/common-schemas';
import {
  automaticTrigger,
  channel,
  deliverySettings,
  language,
  segmentCriteria,
  templateFields,
} from './marketing-contracts.js';

export const segmentStream = (id: string) => `marketing-segment-${id}`;
export const templateStream = (id: string) => `marketing-template-${id}`;
export const campaignStream = (id: string) => `marketing-campaign-${id}`;
export const messageStream = (id: string) => `marketing-message-${id}`;
export const consentStream = (memberId: string) => `marketing-consent-${memberId}`;
export const DELIVERY_SETTINGS_STREAM = 'marketing-delivery-settings';

export const SegmentSaved = defineEvent(
  'SegmentSaved',
  z.object({ segmentId: z.string(), name: z.string(), criteria: segmentCriteria }),
  { description: 'A marketing segment (a saved member filter) was created or changed.' },
);
export const SegmentDeleted = defineEvent('SegmentDeleted', z.object({ segmentId: z.string() }), {
  description: 'A marketing segment was deleted.',
});

export const TemplateSaved = defineEvent(
  'TemplateSaved',
  z.object({ templateId: z.string(), ...templateFields.shape }),
  { description: 'A message template was created or changed.' },
);

export const CampaignCreated = defineEvent(
  'CampaignCreated',
  z.object({
    campaignId: z.string(),
    name: z.string(),
    kind: z.enum(['one-off', 'automatic']),
    segmentId: z.string().nullable(),
    memberIds: z.array(z.string()).nullable(),
    trigger: automaticTrigger.nullable(),
    templateId: z.string(),
    templateName: z.string(),
    channel,
    language,
  }),
  { description: 'A marketing campaign was created with its segment, template and channel.' },
);
/** A run of a campaign: a one-off's launch, or an automatic campaign's day. Its messages are queued with it. */
export const CampaignRunStarted = defineEvent(
  'CampaignRunStarted',
  z.object({ campaignId: z.string(), runId: z.string(), recipients: z.number().int() }),
  {
    description:
      "A run of a campaign started (a one-off's launch or an automatic campaign's day); its messages were queued with it.",
  },
);
export const CampaignPaused = defineEvent('CampaignPaused', z.object({ campaignId: z.string() }), {
  description: 'A campaign was paused.',
});
export const CampaignResumed = defineEvent('CampaignResumed', z.object({ campaignId: z.string() }), {
  description: 'A paused campaign was resumed.',
});

/** One message to one member: the outbox entry. Its stream id is derived from campaign, run and member. */
export const MessageQueued = defineEvent(
  'MessageQueued',
  z.object({
    messageId: z.string(),
    campaignId: z.string(),
    runId: z.string(),
    memberId: z.string(),
    channel,
    to: z.string().nullable(),
    subject: z.string(),
    body: z.string(),
    /** The language the message is written in (absent in messages queued before it was recorded). */
    language: language.optional(),
  }),
  { description: 'A message to one member was queued for sending (the outbox entry), in the language it went in.' },
);
/** A worker took the message for one attempt until `leaseUntil`; after that another worker may try again. */
export const MessageDispatching = defineEvent(
  'MessageDispatching',
  z.object({ messageId: z.string(), attempt: z.number().int(), leaseUntil: instant }),
  { description: 'A worker took a queued message for one sending attempt.' },
);
export const MessageSent = defineEvent(
  'MessageSent',
  z.object({ messageId: z.string(), attempt: z.number().int(), providerMessageId: z.string().nullable() }),
  { description: 'A message was sent to its member.' },
);
export const MessageAttemptFailed = defineEvent(
  'MessageAttemptFailed',
  z.object({ messageId: z.string(), attempt: z.number().int(), reason: z.string(), retryAt: instant }),
  { description: 'An attempt to send a message failed; it will be tried again.' },
);
export const MessageFailed = defineEvent(
  'MessageFailed',
  z.object({ messageId: z.string(), attempt: z.number().int(), reason: z.string() }),
  { description: 'A message could not be sent and will not be tried again.' },
);
export const MessageSkipped = defineEvent(
  'MessageSkipped',
  z.object({ messageId: z.string(), reason: z.enum(['opted-out', 'no-address']) }),
  { description: 'A queued message was not sent (the member opted out or has no address), with the reason.' },
);

export const consentSource = z.enum(['unsubscribe-link', 'stop-reply', 'staff']);
/** Consent: the member no longer wants messages on these channels (or wants them again). */
export const MemberOptedOut = defineEvent(
  'MemberOptedOut',
  z.object({
    memberId: z.string(),
    channels: z.array(channel),
    source: consentSource,
    messageId: z.string().nullable(),
  }),
  { description: 'A member asked for no more messages on some channels.' },
);
export const MemberOptedIn = defineEvent(
  'MemberOptedIn',
  z.object({ memberId: z.string(), channels: z.array(channel), source: consentSource }),
  { description: 'A member agreed to messages on some channels again.' },
);

export const DeliverySettingsChanged = defineEvent('DeliverySettingsChanged', deliverySettings, {
  description: 'The message delivery settings were changed.',
});

export const marketingEvents = [
  SegmentSaved,
  SegmentDeleted,
  TemplateSaved,
  CampaignCreated,
  CampaignRunStarted,
  CampaignPaused,
  CampaignResumed,
  MessageQueued,
  MessageDispatching,
  MessageSent,
  MessageAttemptFailed,
  MessageFailed,
  MessageSkipped,
  MemberOptedOut,
  MemberOptedIn,
  DeliverySettingsChanged,
] as const;
export type MarketingEvent = EventOf<(typeof marketingEvents)[number]>;
export type MessageEvent = Extract<
  MarketingEvent,
  { type: `Message${'Queued' | 'Dispatching' | 'Sent' | 'AttemptFailed' | 'Failed' | 'Skipped'}` }
>;
