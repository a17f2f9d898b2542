import { defineAudit } from '@gym/kernel/audit/audit-contract';
import type { MarketingEvent } from './marketing-events.js';

const m = 'canViewMarketing' as const;

/** Marketing in the Audit trail, readable with canViewMarketing; addresses and message texts are personal. */
export const marketingAudit = defineAudit<MarketingEvent>({
  access: {
    SegmentSaved: m,
    SegmentDeleted: m,
    TemplateSaved: m,
    CampaignCreated: m,
    CampaignRunStarted: m,
    CampaignPaused: m,
    CampaignResumed: m,
    MessageQueued: m,
    MessageDispatching: m,
    MessageSent: m,
    MessageAttemptFailed: m,
    MessageFailed: m,
    MessageSkipped: m,
    MemberOptedOut: m,
    MemberOptedIn: m,
    DeliverySettingsChanged: 'canManageSettings',
  },
  describe(event) {
    switch (event.type) {
      case 'SegmentSaved':
        return [`saved segment "${event.data.name}"`];
      case 'SegmentDeleted':
        return ['deleted a segment'];
      case 'TemplateSaved':
        return [`saved ${event.data.channel} template "${event.data.name}"`];
      case 'CampaignCreated':
        return [`created ${event.data.kind} campaign "${event.data.name}" (${event.data.channel})`];
      case 'CampaignRunStarted':
        return [`started a campaign run (${event.data.runId}) to ${event.data.recipients} members`];
      case 'CampaignPaused':
        return ['paused a campaign'];
      case 'CampaignResumed':
        return ['resumed a campaign'];
      case 'MessageQueued':
        return [`queued a ${event.data.channel} message to `, { ref: 'member', id: event.data.memberId }];
      case 'MessageDispatching':
        return [`started sending a message (attempt ${event.data.attempt})`];
      case 'MessageSent':
        return [`sent a message (attempt ${event.data.attempt})`];
      case 'MessageAttemptFailed':
        return [`could not send a message (attempt ${event.data.attempt}): ${event.data.reason}; trying again later`];
      case 'MessageFailed':
        return [`gave up a message after attempt ${event.data.attempt}: ${event.data.reason}`];
      case 'MessageSkipped':
        return [`skipped a message (${event.data.reason})`];
      case 'MemberOptedOut':
        return [
          { ref: 'member', id: event.data.memberId },
          ` opted out of ${event.data.channels.join(', ')} (${event.data.source})`,
        ];
      case 'MemberOptedIn':
        return [{ ref: 'member', id: event.data.memberId }, ` opted back into ${event.data.channels.join(', ')}`];
      case 'DeliverySettingsChanged':
        return ['changed the message delivery settings'];
    }
  },
  personalFields: { MessageQueued: ['to', 'subject', 'body'] },
  personalAccess: 'canEditMarketing',
});
