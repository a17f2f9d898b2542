import { defineTopic } from '@gym/kernel/realtime/realtime-contract';

/** Trainers and PT packages. */
export const PT_TOPIC = defineTopic('personal-training', 'canViewPT');
