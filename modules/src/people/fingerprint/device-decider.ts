import type { Decider } from '@gym/kernel/commands/decider';
import type { DeviceCommandKind, DeviceDirection, DeviceEvent } from './fingerprint-events.js';
import { MAX_WAITING_READERS } from './iclock-limits.js';
import { fingerprintRefusals } from './fingerprint-refusals.js';

export interface QueuedCommand {
  readonly commandNo: number;
  readonly kind: DeviceCommandKind;
  readonly memberId: string;
  readonly pin: string;
  readonly name: string;
  /** The finger a `restore-finger` loads. */
  readonly fingerIndex: number | null;
  readonly sent: boolean;
  /** How many times it was handed out again unanswered. */
  readonly resends: number;
}

/** Automatic resends of one unanswered command before it is left to staff (who may still resend it). */
export const MAX_AUTOMATIC_RESENDS = 5;
/** The wait after a command was taken before it is sent again: 2 minutes, doubling with each resend. */
export const resendDelayMs = (resends: number) => 2 * 60_000 * 2 ** resends;

/**
 * One reader: unknown until it first calls, then waiting for approval, then trusted from the address approval saw;
 * held (trusted with nothing) from the moment a request names it from another address until staff re-approve it.
 */
export interface DeviceState {
  readonly status: 'unknown' | 'pending' | 'approved' | 'held';
  readonly name: string | null;
  readonly direction: DeviceDirection | null;
  /** Where it called from when it was announced (what approvals recorded before addresses were bound mean). */
  readonly announcedAddress: string | null;
  /** The address it is trusted from (approved or held). */
  readonly address: string | null;
  /** While held: the other address a request naming it came from. */
  readonly heldAddress: string | null;
  /** Command numbers never repeat on a reader, also after it was removed and approved again. */
  readonly lastCommandNo: number;
  /** Commands queued and not yet answered by the reader, in order. */
  readonly queue: readonly QueuedCommand[];
}

export interface CommandRequest {
  readonly kind: DeviceCommandKind;
  readonly memberId: string;
  readonly pin: string;
  readonly name: string;
  readonly reason: string;
  readonly fingerIndex?: number;
}

export type DeviceCommand =
  | {
      type: 'Announce';
      serial: string;
      firmware: string | null;
      address: string | null;
      at: string;
      /** Readers waiting for approval now: at MAX_WAITING_READERS, an unknown serial is not recorded. */
      waiting: number;
    }
  | {
      type: 'Approve';
      serial: string;
      name: string;
      direction: DeviceDirection;
      /** Where the reader calls from now (its latest request; else where it was announced from): approval binds it there. */
      address: string | null;
      /** The address staff saw when they approved it, if the page said: approval is refused when it moved since. */
      expectedAddress?: string | null | undefined;
    }
  /** A request named the reader from `address`: an approved reader called from elsewhere is held. */
  | { type: 'CheckAddress'; serial: string; address: string; at: string }
  /** Staff re-approve a held reader at its approved address or at the one it was held for. */
  | { type: 'Reapprove'; serial: string; address: string }
  | { type: 'Change'; serial: string; name: string; direction: DeviceDirection }
  | { type: 'Remove'; serial: string }
  | { type: 'QueueCommands'; serial: string; commands: readonly CommandRequest[] }
  | { type: 'MarkSent'; serial: string; commandNos: readonly number[] }
  | { type: 'Complete'; serial: string; commandNo: number; returnCode: number }
  /** `commandNos` null: every unanswered command of the reader. */
  | { type: 'Resend'; serial: string; commandNos: readonly number[] | null; automatic: boolean };

const cleanName = (name: string) => {
  const trimmed = name.trim();
  if (!trimmed) throw fingerprintRefusals.invalid('name_missing');
  if (trimmed.length > 60) throw fingerprintRefusals.invalid('name_long');
  return trimmed;
};

export const deviceDecider: Decider<DeviceState, DeviceCommand, DeviceEvent> = {
  initialState: () => ({
    status: 'unknown',
    name: null,
    direction: null,
    announcedAddress: null,
    address: null,
    heldAddress: null,
    lastCommandNo: 0,
    queue: [],
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'FingerprintDeviceAnnounced':
        return { ...state, status: 'pending', announcedAddress: event.data.address };
      case 'FingerprintDeviceApproved':
        return {
          ...state,
          status: 'approved',
          name: event.data.name,
          direction: event.data.direction,
          address: event.data.address ?? state.announcedAddress,
          heldAddress: null,
        };
      case 'FingerprintDeviceChanged':
        return { ...state, name: event.data.name, direction: event.data.direction };
      case 'FingerprintDeviceHeld':
        return { ...state, status: 'held', heldAddress: event.data.address };
      case 'FingerprintDeviceReapproved':
        return { ...state, status: 'approved', address: event.data.address, heldAddress: null };
      case 'FingerprintDeviceRemoved':
        return { ...deviceDecider.initialState(), lastCommandNo: state.lastCommandNo };
      case 'DeviceCommandQueued': {
        const { commandNo, kind, memberId, pin, name } = event.data;
        const fingerIndex = event.data.fingerIndex ?? null;
        return {
          ...state,
          lastCommandNo: Math.max(state.lastCommandNo, commandNo),
          queue: [...state.queue, { commandNo, kind, memberId, pin, name, fingerIndex, sent: false, resends: 0 }],
        };
      }
      case 'DeviceCommandSent': {
        const sent = new Set(event.data.commandNos);
        return { ...state, queue: state.queue.map((c) => (sent.has(c.commandNo) ? { ...c, sent: true } : c)) };
      }
      case 'DeviceCommandCompleted':
        return { ...state, queue: state.queue.filter((c) => c.commandNo !== event.data.commandNo) };
      case 'DeviceCommandsResent': {
        const again = new Set(event.data.commandNos);
        return {
          ...state,
          queue: state.queue.map((c) => (again.has(c.commandNo) ? { ...c, sent: false, resends: c.resends + 1 } : c)),
        };
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'Announce':
        if (state.status !== 'unknown') return [];
        // Anyone can name a serial number: a flood of made-up ones must not fill the page or the log.
        if (command.waiting >= MAX_WAITING_READERS)
          throw fingerprintRefusals.refuse('too_many_waiting', { max: MAX_WAITING_READERS });
        return [
          {
            type: 'FingerprintDeviceAnnounced',
            data: { serial: command.serial, firmware: command.firmware, address: command.address, at: command.at },
          },
        ];
      case 'Approve': {
        if (state.status === 'unknown') throw fingerprintRefusals.missing('reader_unknown');
        if (state.status === 'held') throw fingerprintRefusals.refuse('held_approve');
        if (state.status !== 'pending') throw fingerprintRefusals.refuse('already_approved');
        const name = cleanName(command.name);
        const address = command.address ?? state.announcedAddress;
        if (!address) throw fingerprintRefusals.refuse('address_unknown');
        if (command.expectedAddress && command.expectedAddress !== address)
          throw fingerprintRefusals.refuse(
            'address_changed',
            { address, expected: command.expectedAddress },
            { address },
          );
        return [
          {
            type: 'FingerprintDeviceApproved',
            data: { serial: command.serial, name, direction: command.direction, address },
          },
        ];
      }
      case 'CheckAddress':
        if (state.status !== 'approved' || state.address === command.address) return [];
        return [
          {
            type: 'FingerprintDeviceHeld',
            data: { serial: command.serial, approvedAddress: state.address, address: command.address, at: command.at },
          },
        ];
      case 'Reapprove': {
        if (state.status === 'unknown') throw fingerprintRefusals.missing('reader_not_found');
        if (state.status !== 'held') throw fingerprintRefusals.refuse('not_held');
        const known = [state.address, state.heldAddress].filter((a): a is string => a !== null);
        if (!known.includes(command.address))
          throw known.length === 2
            ? fingerprintRefusals.refuse(
                'reapprove_at_either',
                { address: known[0]!, other: known[1]! },
                { addresses: known },
              )
            : fingerprintRefusals.refuse('reapprove_at', { address: known[0] ?? '' }, { addresses: known });
        return [
          {
            type: 'FingerprintDeviceReapproved',
            data: { serial: command.serial, address: command.address, previousAddress: state.address },
          },
        ];
      }
      case 'Change': {
        if (state.status !== 'approved' && state.status !== 'held') throw fingerprintRefusals.refuse('approve_first');
        const name = cleanName(command.name);
        if (name === state.name && command.direction === state.direction) return [];
        return [
          { type: 'FingerprintDeviceChanged', data: { serial: command.serial, name, direction: command.direction } },
        ];
      }
      case 'Remove':
        if (state.status === 'unknown') throw fingerprintRefusals.missing('reader_not_found');
        return [{ type: 'FingerprintDeviceRemoved', data: { serial: command.serial } }];
      case 'QueueCommands':
        // A held reader keeps its queue (a member taken off the door while it was held must be taken off it too);
        // nothing is handed out until it is re-approved.
        if (state.status !== 'approved' && state.status !== 'held')
          throw fingerprintRefusals.refuse('queue_approved_only');
        return command.commands.map((c, index) => ({
          type: 'DeviceCommandQueued' as const,
          data: { serial: command.serial, commandNo: state.lastCommandNo + index + 1, ...c },
        }));
      case 'MarkSent': {
        const unsent = new Set(state.queue.filter((c) => !c.sent).map((c) => c.commandNo));
        const commandNos = command.commandNos.filter((no) => unsent.has(no));
        return commandNos.length ? [{ type: 'DeviceCommandSent', data: { serial: command.serial, commandNos } }] : [];
      }
      case 'Resend': {
        if (state.status === 'held') throw fingerprintRefusals.refuse('held_resend');
        if (state.status !== 'approved') throw fingerprintRefusals.refuse('approve_first');
        const asked = command.commandNos ? new Set(command.commandNos) : null;
        const commandNos = state.queue
          .filter((c) => c.sent && (!asked || asked.has(c.commandNo)))
          .filter((c) => !command.automatic || c.resends < MAX_AUTOMATIC_RESENDS)
          .map((c) => c.commandNo);
        if (commandNos.length === 0) {
          if (command.automatic) return [];
          throw fingerprintRefusals.refuse('nothing_to_resend');
        }
        return [
          { type: 'DeviceCommandsResent', data: { serial: command.serial, commandNos, automatic: command.automatic } },
        ];
      }
      case 'Complete':
        // A reader that repeats a result (its answer to our OK was lost) records it once.
        if (!state.queue.some((c) => c.commandNo === command.commandNo)) return [];
        return [
          {
            type: 'DeviceCommandCompleted',
            data: { serial: command.serial, commandNo: command.commandNo, returnCode: command.returnCode },
          },
        ];
    }
  },
};
