import { defineRefusals } from '@gym/kernel/commands/refusal-codes';

/**
 * What segments, templates, campaigns and messages are refused with (issue 46, item 4). `channel` is a channel's
 * id (email, sms, whatsapp), chosen between in each language; `campaigns` the campaigns' names as they are, quoted.
 */
export const marketingRefusals = defineRefusals('marketing', {
  segment_not_found: 'Segment not found',
  segment_in_use:
    'This segment is used by {campaigns}, which still {count, plural, one {sends} other {send}} to it. Pause or ' +
    'finish {count, plural, one {that campaign} other {those campaigns}} first.',
  choose_segment: 'Choose a segment that exists',
  template_not_found: 'Template not found',
  template_channel: 'A template keeps its channel; make a new template for another channel.',
  choose_template: 'Choose a template that exists',
  campaign_exists: 'This campaign already exists.',
  campaign_not_found: 'Campaign not found',
  campaign_sent: 'This campaign was already sent.',
  campaign_paused: 'This campaign is paused.',
  pause_automatic_only: 'Only an automatic campaign can be paused.',
  resume_automatic_only: 'Only an automatic campaign can be resumed.',
  automatic_sends_itself: 'An automatic campaign sends by itself; pause or resume it instead.',
  not_due: 'This message is not due for sending.',
  attempt_superseded: 'This attempt no longer holds the message.',
  // Built with + since the type of a sentence's values takes one-word cases ({SMS}) for values.
  opted_out: '{name} opted out of {channel, select, email {e-mail} sms {SMS} ' + 'other {WhatsApp}} messages.',
  member_opted_out:
    'This member opted out of {channel, select, email {e-mail} sms {SMS} ' + 'other {WhatsApp}} messages.',
  no_address: '{name} has no {channel, select, email {e-mail address} other {phone number}}.',
  member_no_address: 'This member has no {channel, select, email {e-mail address} other {phone number}}.',
});
