import type { Channel } from '@gym/modules/insight/marketing/marketing-contracts';

/** The ids of each channel's name in the marketing catalogue ("E-mail", "SMS", "WhatsApp"). */
export const CHANNEL_LABEL_IDS: Record<Channel, string> = {
  email: 'marketing.channel.email',
  sms: 'marketing.channel.sms',
  whatsapp: 'marketing.channel.whatsapp',
};

/** The ids of each channel's short lower-case name, as lists show it beside a name ("Ladies hour (email)"). */
export const CHANNEL_SHORT_IDS: Record<Channel, string> = {
  email: 'marketing.channelShort.email',
  sms: 'marketing.channelShort.sms',
  whatsapp: 'marketing.channelShort.whatsapp',
};
