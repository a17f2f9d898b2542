import { defineTopic } from '@gym/kernel/realtime/realtime-contract';

/** Parked events and their resolutions: settings managers' business. */
export const PARKED_EVENTS_TOPIC = defineTopic('parked-events', 'canManageSettings');
