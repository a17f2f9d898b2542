import { defineTopic } from '@gym/kernel/realtime/realtime-contract';

/** The gym's door hours (the settings page's tab shows them). */
export const DOOR_HOURS_TOPIC = defineTopic('door-hours', 'canManageSettings');
