import { describe, it } from 'vitest';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { campaignDecider, consentDecider, segmentDecider } from './marketing-deciders.js';

const created = {
  campaignId: 'c1',
  name: 'Renew',
  kind: 'one-off' as const,
  segmentId: 's1',
  memberIds: null,
  trigger: null,
  templateId: 't1',
  templateName: 'T',
  channel: 'email' as const,
  language: 'en' as const,
};
const campaigns = deciderSpec(campaignDecider);
const consent = deciderSpec(consentDecider);
const segments = deciderSpec(segmentDecider);

describe('campaigns', () => {
  it('sends a one-off campaign once', () => {
    const run = { type: 'StartRun' as const, campaignId: 'c1', runId: 'launch', recipients: 3 };
    campaigns
      .given([{ type: 'CampaignCreated', data: created }])
      .when(run)
      .then([{ type: 'CampaignRunStarted', data: { campaignId: 'c1', runId: 'launch', recipients: 3 } }]);
    campaigns
      .given([
        { type: 'CampaignCreated', data: created },
        { type: 'CampaignRunStarted', data: { campaignId: 'c1', runId: 'launch', recipients: 3 } },
      ])
      .when(run)
      .thenRefused(409, 'already sent', 'marketing.campaign_sent');
  });

  it('runs an automatic campaign once a day, and not while paused', () => {
    const auto = {
      type: 'CampaignCreated' as const,
      data: { ...created, kind: 'automatic' as const, trigger: 'birthday' as const },
    };
    const day = { type: 'StartRun' as const, campaignId: 'c1', runId: '2026-11-10', recipients: 1 };
    const ran = { type: 'CampaignRunStarted' as const, data: { campaignId: 'c1', runId: '2026-11-10', recipients: 1 } };
    campaigns.given([auto]).when(day).then([ran]);
    campaigns.given([auto, ran]).when(day).thenNothing();
    campaigns
      .given([auto, ran])
      .when({ ...day, runId: '2026-11-11' })
      .then([{ ...ran, data: { ...ran.data, runId: '2026-11-11' } }]);
    campaigns
      .given([auto, { type: 'CampaignPaused', data: { campaignId: 'c1' } }])
      .when(day)
      .thenRefused(409, 'paused', 'marketing.campaign_paused');
  });
});

describe('consent', () => {
  it('records an opt-out of the channels not already out, and an opt-in of those out', () => {
    const out = {
      type: 'MemberOptedOut' as const,
      data: { memberId: 'm', channels: ['email' as const], source: 'unsubscribe-link' as const, messageId: 'x' },
    };
    consent
      .given([])
      .when({ type: 'OptOut', memberId: 'm', channels: ['email'], source: 'unsubscribe-link', messageId: 'x' })
      .then([out]);
    consent
      .given([out])
      .when({ type: 'OptOut', memberId: 'm', channels: ['email'], source: 'stop-reply', messageId: null })
      .thenNothing();
    consent
      .given([out])
      .when({ type: 'OptIn', memberId: 'm', channels: ['email', 'sms'] })
      .then([{ type: 'MemberOptedIn', data: { memberId: 'm', channels: ['email'], source: 'staff' } }]);
  });
});

describe('segments', () => {
  const saved = {
    type: 'SegmentSaved' as const,
    data: { segmentId: 's1', name: 'Women', criteria: { gender: 'female' as const } },
  };

  it('deletes a segment no campaign still sends to, once', () => {
    const remove = { type: 'DeleteSegment' as const, segmentId: 's1', usedBy: [] };
    segments
      .given([saved])
      .when(remove)
      .then([{ type: 'SegmentDeleted', data: { segmentId: 's1' } }]);
    segments
      .given([saved, { type: 'SegmentDeleted', data: { segmentId: 's1' } }])
      .when(remove)
      .thenRefused(404, 'not found', 'marketing.segment_not_found');
    segments.given([]).when(remove).thenRefused(404, 'not found', 'marketing.segment_not_found');
  });

  it('refuses to delete a segment a campaign still sends to, naming the campaigns', () => {
    segments
      .given([saved])
      .when({ type: 'DeleteSegment', segmentId: 's1', usedBy: ['Ladies hour'] })
      .thenRefused(409, /used by "Ladies hour", which still sends to it/, 'marketing.segment_in_use');
    segments
      .given([saved])
      .when({ type: 'DeleteSegment', segmentId: 's1', usedBy: ['A', 'B'] })
      .thenRefused(409, /"A", "B".*those campaigns/);
  });

  it('changes an existing segment, and refuses to change one that does not exist', () => {
    const change = {
      type: 'SaveSegment' as const,
      segmentId: 's1',
      name: 'Women 30 days',
      criteria: { gender: 'female' as const, noCheckInForDays: 30 },
      create: false,
    };
    segments
      .given([saved])
      .when(change)
      .then([{ type: 'SegmentSaved', data: { segmentId: 's1', name: change.name, criteria: change.criteria } }]);
    segments.given([]).when(change).thenRefused(404, 'not found', 'marketing.segment_not_found');
  });
});
