import { defineTopic } from '@gym/kernel/realtime/realtime-contract';

/** Segments, templates, campaigns, messages and consent. */
export const MARKETING_TOPIC = defineTopic('marketing', 'canViewMarketing');
