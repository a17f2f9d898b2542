import { defineTopic } from '@gym/kernel/realtime/realtime-contract';

/** The gym's settings (name, logo, time zone): every signed-in screen reads them. */
export const SETTINGS_TOPIC = defineTopic('settings', 'authenticated');
