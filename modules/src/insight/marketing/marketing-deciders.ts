import type { Decider } from '@gym/kernel/commands/decider';
import type { Channel, DeliverySettings, SegmentCriteria, TemplateContent } from './marketing-contracts.js';
import type { MarketingEvent } from './marketing-events.js';
import { marketingRefusals } from './marketing-refusals.js';

type Of<T extends MarketingEvent['type']> = Extract<MarketingEvent, { type: T }>;

/**
 * Segments: saved (created or changed) and deleted; a deleted segment stays deleted. A segment a campaign still reads
 * (`usedBy`: a one-off not yet sent, or an active automatic campaign, from the read model) cannot be deleted.
 */
export const segmentDecider: Decider<
  { exists: boolean; deleted: boolean },
  | { type: 'SaveSegment'; segmentId: string; name: string; criteria: SegmentCriteria; create: boolean }
  | { type: 'DeleteSegment'; segmentId: string; usedBy: readonly string[] },
  Of<'SegmentSaved' | 'SegmentDeleted'>
> = {
  initialState: () => ({ exists: false, deleted: false }),
  evolve: (state, event) => (event.type === 'SegmentSaved' ? { ...state, exists: true } : { ...state, deleted: true }),
  decide(command, state) {
    if (state.deleted) throw marketingRefusals.missing('segment_not_found');
    if (command.type === 'DeleteSegment') {
      if (!state.exists) throw marketingRefusals.missing('segment_not_found');
      if (command.usedBy.length > 0)
        throw marketingRefusals.refuse(
          'segment_in_use',
          { campaigns: command.usedBy.map((name) => `"${name}"`).join(', '), count: command.usedBy.length },
          { campaigns: command.usedBy },
        );
      return [{ type: 'SegmentDeleted', data: { segmentId: command.segmentId } }];
    }
    if (!command.create && !state.exists) throw marketingRefusals.missing('segment_not_found');
    const { segmentId, name, criteria } = command;
    return [{ type: 'SegmentSaved', data: { segmentId, name, criteria } }];
  },
};

/** Templates: saved as a whole; the channel of an existing template does not change (campaigns rely on it). */
export const templateDecider: Decider<
  { exists: boolean; channel: Channel | null },
  { type: 'SaveTemplate'; templateId: string; content: TemplateContent; create: boolean },
  Of<'TemplateSaved'>
> = {
  initialState: () => ({ exists: false, channel: null }),
  evolve: (_state, event) => ({ exists: true, channel: event.data.channel }),
  decide(command, state) {
    if (!command.create && !state.exists) throw marketingRefusals.missing('template_not_found');
    if (state.exists && state.channel !== command.content.channel) throw marketingRefusals.refuse('template_channel');
    return [{ type: 'TemplateSaved', data: { templateId: command.templateId, ...command.content } }];
  },
};

export interface CampaignState {
  readonly created: boolean;
  readonly kind: 'one-off' | 'automatic' | null;
  readonly paused: boolean;
  readonly runs: ReadonlySet<string>;
}

export type CampaignCommand =
  | { type: 'CreateCampaign'; created: Of<'CampaignCreated'>['data'] }
  | { type: 'StartRun'; campaignId: string; runId: string; recipients: number }
  | { type: 'PauseCampaign'; campaignId: string }
  | { type: 'ResumeCampaign'; campaignId: string };

/** Campaigns: a one-off runs once (its launch); an automatic one runs once a day while not paused. */
export const campaignDecider: Decider<
  CampaignState,
  CampaignCommand,
  Of<'CampaignCreated' | 'CampaignRunStarted' | 'CampaignPaused' | 'CampaignResumed'>
> = {
  initialState: () => ({ created: false, kind: null, paused: false, runs: new Set() }),
  evolve(state, event) {
    switch (event.type) {
      case 'CampaignCreated':
        return { ...state, created: true, kind: event.data.kind };
      case 'CampaignRunStarted':
        return { ...state, runs: new Set([...state.runs, event.data.runId]) };
      case 'CampaignPaused':
        return { ...state, paused: true };
      case 'CampaignResumed':
        return { ...state, paused: false };
    }
  },
  decide(command, state) {
    if (command.type === 'CreateCampaign') {
      if (state.created) throw marketingRefusals.refuse('campaign_exists');
      return [{ type: 'CampaignCreated', data: command.created }];
    }
    if (!state.created) throw marketingRefusals.missing('campaign_not_found');
    const { campaignId } = command;
    switch (command.type) {
      case 'StartRun':
        if (state.kind === 'one-off' && state.runs.size > 0) throw marketingRefusals.refuse('campaign_sent');
        if (state.runs.has(command.runId)) return [];
        if (state.paused) throw marketingRefusals.refuse('campaign_paused');
        return [
          { type: 'CampaignRunStarted', data: { campaignId, runId: command.runId, recipients: command.recipients } },
        ];
      case 'PauseCampaign':
        if (state.kind !== 'automatic') throw marketingRefusals.refuse('pause_automatic_only');
        return state.paused ? [] : [{ type: 'CampaignPaused', data: { campaignId } }];
      case 'ResumeCampaign':
        if (state.kind !== 'automatic') throw marketingRefusals.refuse('resume_automatic_only');
        return state.paused ? [{ type: 'CampaignResumed', data: { campaignId } }] : [];
    }
  },
};

/** A member's consent per channel: opting out of what is already out (or in) records nothing. */
export const consentDecider: Decider<
  { optedOut: ReadonlySet<Channel> },
  | {
      type: 'OptOut';
      memberId: string;
      channels: Channel[];
      source: Of<'MemberOptedOut'>['data']['source'];
      messageId: string | null;
    }
  | { type: 'OptIn'; memberId: string; channels: Channel[] },
  Of<'MemberOptedOut' | 'MemberOptedIn'>
> = {
  initialState: () => ({ optedOut: new Set() }),
  evolve(state, event) {
    const next = new Set(state.optedOut);
    for (const c of event.data.channels) {
      if (event.type === 'MemberOptedOut') next.add(c);
      else next.delete(c);
    }
    return { optedOut: next };
  },
  decide(command, state) {
    if (command.type === 'OptOut') {
      const channels = command.channels.filter((c) => !state.optedOut.has(c));
      if (channels.length === 0) return [];
      const { memberId, source, messageId } = command;
      return [{ type: 'MemberOptedOut', data: { memberId, channels, source, messageId } }];
    }
    const channels = command.channels.filter((c) => state.optedOut.has(c));
    if (channels.length === 0) return [];
    return [{ type: 'MemberOptedIn', data: { memberId: command.memberId, channels, source: 'staff' } }];
  },
};

/** Delivery settings: one stream; saving the same settings again records nothing. */
export const deliverySettingsDecider: Decider<
  { settings: DeliverySettings | null },
  { type: 'ChangeDeliverySettings'; settings: DeliverySettings },
  Of<'DeliverySettingsChanged'>
> = {
  initialState: () => ({ settings: null }),
  evolve: (_state, event) => ({ settings: event.data }),
  decide(command, state) {
    if (state.settings && JSON.stringify(state.settings) === JSON.stringify(command.settings)) return [];
    return [{ type: 'DeliverySettingsChanged', data: command.settings }];
  },
};
