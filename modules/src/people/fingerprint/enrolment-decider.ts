import type { Decider } from '@gym/kernel/commands/decider';
import { missing, refuse } from '@gym/kernel/commands/domain-error';
import type { EnrolmentEvent } from './fingerprint-events.js';

/** A member's fingerprints: none, enrolment started on a reader, or enrolled (fingers uploaded). */
export interface EnrolmentState {
  readonly status: 'none' | 'started' | 'enrolled';
  readonly pin: string | null;
  readonly serial: string | null;
  readonly fingers: readonly number[];
  /** Removed from the readers because the membership stopped letting the member in. */
  readonly revoked: boolean;
}

export type EnrolmentCommand =
  | { type: 'StartEnrolment'; memberId: string; pin: string; name: string; serial: string; refusal: string | null }
  | { type: 'RecordFinger'; memberId: string; pin: string; serial: string; fingerIndex: number }
  | { type: 'DeleteEnrolment'; memberId: string }
  | { type: 'RevokeAccess'; memberId: string; reason: string }
  | { type: 'RestoreAccess'; memberId: string };

export const enrolmentDecider: Decider<EnrolmentState, EnrolmentCommand, EnrolmentEvent> = {
  initialState: () => ({ status: 'none', pin: null, serial: null, fingers: [], revoked: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'FingerprintEnrolmentStarted':
        return {
          ...state,
          status: state.status === 'enrolled' ? 'enrolled' : 'started',
          pin: event.data.pin,
          serial: event.data.serial,
        };
      case 'FingerprintEnrolled':
        return { ...state, status: 'enrolled', fingers: [...state.fingers, event.data.fingerIndex] };
      case 'FingerprintEnrolmentDeleted':
        return enrolmentDecider.initialState();
      case 'DoorAccessRevoked':
        return { ...state, revoked: true };
      case 'DoorAccessRestored':
        return { ...state, revoked: false };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'StartEnrolment':
        // A member the door would refuse is not put on the readers (renew first, then enrol).
        if (command.refusal) throw refuse(`${command.refusal} Renew the membership before enrolling a fingerprint.`);
        return [
          {
            type: 'FingerprintEnrolmentStarted',
            data: { memberId: command.memberId, pin: command.pin, name: command.name, serial: command.serial },
          },
        ];
      case 'RecordFinger':
        if (state.status === 'none' || state.pin !== command.pin)
          throw missing('No enrolment was started for this user id.');
        // A finger uploaded again replaces its template in the vault; the log already says it was enrolled.
        if (state.fingers.includes(command.fingerIndex)) return [];
        return [
          {
            type: 'FingerprintEnrolled',
            data: {
              memberId: command.memberId,
              pin: command.pin,
              serial: command.serial,
              fingerIndex: command.fingerIndex,
            },
          },
        ];
      case 'DeleteEnrolment':
        if (state.status === 'none' || state.pin === null) throw missing('This member has no fingerprint enrolment.');
        return [{ type: 'FingerprintEnrolmentDeleted', data: { memberId: command.memberId, pin: state.pin } }];
      case 'RevokeAccess':
        if (state.status === 'none' || state.pin === null || state.revoked) return [];
        return [
          { type: 'DoorAccessRevoked', data: { memberId: command.memberId, pin: state.pin, reason: command.reason } },
        ];
      case 'RestoreAccess':
        if (state.status === 'none' || state.pin === null || !state.revoked) return [];
        return [{ type: 'DoorAccessRestored', data: { memberId: command.memberId, pin: state.pin } }];
    }
  },
};
