import { defineTopic } from '@gym/kernel/realtime/realtime-contract';

/** Every dashboard figure and chart. */
export const DASHBOARD_TOPIC = defineTopic('dashboard', 'authenticated');
