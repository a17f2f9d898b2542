import type { Decider } from '@gym/kernel/commands/decider';
import type { EnrolmentEvent } from './fingerprint-events.js';
import { enrolmentBarred, fingerprintRefusals } from './fingerprint-refusals.js';
import type { EnrolmentBar } from './fingerprint-refusals.js';

/** How long after staff start an enrolment the reader's upload of the finger is taken. */
export const ENROLMENT_WINDOW_MS = 15 * 60 * 1000;

/** A member's fingerprints: none, enrolment started on a reader, or enrolled (fingers uploaded). */
export interface EnrolmentState {
  readonly status: 'none' | 'started' | 'enrolled';
  readonly pin: string | null;
  readonly serial: string | null;
  readonly fingers: readonly number[];
  /** Removed from the readers because the membership stopped letting the member in. */
  readonly revoked: boolean;
  /**
   * The enrolment staff started and no finger closed yet: only this reader's upload of a finger, until then, is
   * taken. Templates a reader sends at any other time (its own menu, or anyone naming its serial) are not.
   */
  readonly window: { readonly serial: string; readonly until: string } | null;
}

export type EnrolmentCommand =
  | {
      type: 'StartEnrolment';
      memberId: string;
      pin: string;
      name: string;
      serial: string;
      /** Why the membership bars the enrolment, if it does. */
      refusal: EnrolmentBar | null;
      /** Now: the window is open from now for ENROLMENT_WINDOW_MS. */
      at: string;
    }
  | { type: 'RecordFinger'; memberId: string; pin: string; serial: string; fingerIndex: number; at: string }
  | { type: 'DeleteEnrolment'; memberId: string }
  | { type: 'RevokeAccess'; memberId: string; reason: string }
  | { type: 'RestoreAccess'; memberId: string };

/** Whether a reader's upload of the user's finger at `at` is one the desk asked for. */
export function takesFinger(state: EnrolmentState, upload: { serial: string; pin: string; at: string }): boolean {
  return (
    state.status !== 'none' &&
    state.pin === upload.pin &&
    state.window !== null &&
    state.window.serial === upload.serial &&
    Date.parse(upload.at) <= Date.parse(state.window.until)
  );
}

export const enrolmentDecider: Decider<EnrolmentState, EnrolmentCommand, EnrolmentEvent> = {
  initialState: () => ({ status: 'none', pin: null, serial: null, fingers: [], revoked: false, window: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'FingerprintEnrolmentStarted':
        return {
          ...state,
          status: state.status === 'enrolled' ? 'enrolled' : 'started',
          pin: event.data.pin,
          serial: event.data.serial,
          window: event.data.until ? { serial: event.data.serial, until: event.data.until } : null,
        };
      case 'FingerprintEnrolled':
        return {
          ...state,
          status: 'enrolled',
          fingers: state.fingers.includes(event.data.fingerIndex)
            ? state.fingers
            : [...state.fingers, event.data.fingerIndex],
          window: null,
        };
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
        if (command.refusal) throw enrolmentBarred(command.refusal);
        return [
          {
            type: 'FingerprintEnrolmentStarted',
            data: {
              memberId: command.memberId,
              pin: command.pin,
              name: command.name,
              serial: command.serial,
              until: new Date(Date.parse(command.at) + ENROLMENT_WINDOW_MS).toISOString(),
            },
          },
        ];
      case 'RecordFinger':
        if (state.status === 'none' || state.pin !== command.pin)
          throw fingerprintRefusals.missing('enrolment_not_started');
        // Only the finger the desk asked this reader for, while it asks: one upload closes the window (a finger
        // taken again, in a new enrolment, replaces its template).
        if (!takesFinger(state, command)) throw fingerprintRefusals.refuse('enrolment_closed');
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
        if (state.status === 'none' || state.pin === null) throw fingerprintRefusals.missing('no_enrolment');
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
