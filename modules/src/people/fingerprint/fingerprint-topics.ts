import { defineTopic } from '@gym/kernel/realtime/realtime-contract';

/** Readers, their command queues and members' enrolments (the Fingerprint page). */
export const FINGERPRINT_TOPIC = defineTopic('fingerprint', 'canViewFingerprint');
/** Entries the door refused, with the reason: the desk shows them live. */
export const DOOR_TOPIC = defineTopic('fingerprint-door', 'canViewMembers');
