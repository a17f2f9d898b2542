import { auditCode, auditValue, defineAudit } from '@gym/kernel/audit/audit-contract';
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
        return ['saved segment "', auditValue('name', event.data.name), '"'];
      case 'SegmentDeleted':
        return ['deleted a segment'];
      case 'TemplateSaved':
        return [
          'saved ',
          auditValue('channel', event.data.channel),
          ' template "',
          auditValue('name', event.data.name),
          '"',
        ];
      case 'CampaignCreated':
        return [
          'created ',
          auditCode('kind', event.data.kind),
          ' campaign "',
          auditValue('name', event.data.name),
          '" (',
          auditValue('channel', event.data.channel),
          ')',
        ];
      case 'CampaignRunStarted':
        return [
          'started a campaign run (',
          auditValue('run', event.data.runId),
          ') to ',
          auditValue('recipients', event.data.recipients),
          ' members',
        ];
      case 'CampaignPaused':
        return ['paused a campaign'];
      case 'CampaignResumed':
        return ['resumed a campaign'];
      case 'MessageQueued': {
        // Which language went out (issue 46, item 7); messages queued before it was recorded do not say.
        const language = event.data.language ?? 'unknown';
        const inLanguage = { ar: ' in Arabic', en: ' in English', unknown: '' }[language];
        return [
          'queued a ',
          auditValue('channel', event.data.channel),
          ' message',
          auditValue('language', language, inLanguage),
          ' to ',
          { ref: 'member', id: event.data.memberId },
        ];
      }
      case 'MessageDispatching':
        return ['started sending a message (attempt ', auditValue('attempt', event.data.attempt), ')'];
      case 'MessageSent':
        return ['sent a message (attempt ', auditValue('attempt', event.data.attempt), ')'];
      case 'MessageAttemptFailed':
        return [
          'could not send a message (attempt ',
          auditValue('attempt', event.data.attempt),
          '): ',
          auditValue('reason', event.data.reason),
          '; trying again later',
        ];
      case 'MessageFailed':
        return [
          'gave up a message after attempt ',
          auditValue('attempt', event.data.attempt),
          ': ',
          auditValue('reason', event.data.reason),
        ];
      case 'MessageSkipped':
        return ['skipped a message (', auditCode('reason', event.data.reason), ')'];
      case 'MemberOptedOut':
        return [
          { ref: 'member', id: event.data.memberId },
          ' opted out of ',
          auditValue('channels', event.data.channels.join(', ')),
          ' (',
          auditCode('source', event.data.source),
          ')',
        ];
      case 'MemberOptedIn':
        return [
          { ref: 'member', id: event.data.memberId },
          ' opted back into ',
          auditValue('channels', event.data.channels.join(', ')),
        ];
      case 'DeliverySettingsChanged':
        return ['changed the message delivery settings'];
    }
  },
  personalFields: { MessageQueued: ['to', 'subject', 'body'] },
  personalAccess: 'canEditMarketing',
});
