import { defineTopic } from '@gym/kernel/realtime/realtime-contract';

/** The classes a check-in may name. */
export const CLASSES_TOPIC = defineTopic('classes', 'authenticated');
