import type { Decider } from '@gym/kernel/commands/decider';
import { invalid, missing, refuse } from '@gym/kernel/commands/domain-error';
import type { DeviceCommandKind, DeviceDirection, DeviceEvent } from './fingerprint-events.js';

export interface QueuedCommand {
  readonly commandNo: number;
  readonly kind: DeviceCommandKind;
  readonly memberId: string;
  readonly pin: string;
  readonly name: string;
  readonly sent: boolean;
  /** How many times it was handed out again unanswered. */
  readonly resends: number;
}

/** Automatic resends of one unanswered command before it is left to staff (who may still resend it). */
export const MAX_AUTOMATIC_RESENDS = 5;
/** The wait after a command was taken before it is sent again: 2 minutes, doubling with each resend. */
export const resendDelayMs = (resends: number) => 2 * 60_000 * 2 ** resends;

/** One reader: unknown until it first calls, then waiting for approval, then trusted. */
export interface DeviceState {
  readonly status: 'unknown' | 'pending' | 'approved';
  readonly name: string | null;
  readonly direction: DeviceDirection | null;
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
}

export type DeviceCommand =
  | { type: 'Announce'; serial: string; firmware: string | null; address: string | null; at: string }
  | { type: 'Approve'; serial: string; name: string; direction: DeviceDirection }
  | { type: 'Change'; serial: string; name: string; direction: DeviceDirection }
  | { type: 'Remove'; serial: string }
  | { type: 'QueueCommands'; serial: string; commands: readonly CommandRequest[] }
  | { type: 'MarkSent'; serial: string; commandNos: readonly number[] }
  | { type: 'Complete'; serial: string; commandNo: number; returnCode: number }
  /** `commandNos` null: every unanswered command of the reader. */
  | { type: 'Resend'; serial: string; commandNos: readonly number[] | null; automatic: boolean };

const cleanName = (name: string) => {
  const trimmed = name.trim();
  if (!trimmed) throw invalid('Give the reader a name (e.g. "Main entrance").');
  if (trimmed.length > 60) throw invalid('A reader name has at most 60 characters.');
  return trimmed;
};

export const deviceDecider: Decider<DeviceState, DeviceCommand, DeviceEvent> = {
  initialState: () => ({ status: 'unknown', name: null, direction: null, lastCommandNo: 0, queue: [] }),
  evolve(state, event) {
    switch (event.type) {
      case 'FingerprintDeviceAnnounced':
        return { ...state, status: 'pending' };
      case 'FingerprintDeviceApproved':
      case 'FingerprintDeviceChanged':
        return { ...state, status: 'approved', name: event.data.name, direction: event.data.direction };
      case 'FingerprintDeviceRemoved':
        return { ...deviceDecider.initialState(), lastCommandNo: state.lastCommandNo };
      case 'DeviceCommandQueued': {
        const { commandNo, kind, memberId, pin, name } = event.data;
        return {
          ...state,
          lastCommandNo: commandNo,
          queue: [...state.queue, { commandNo, kind, memberId, pin, name, sent: false, resends: 0 }],
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
        return [
          {
            type: 'FingerprintDeviceAnnounced',
            data: { serial: command.serial, firmware: command.firmware, address: command.address, at: command.at },
          },
        ];
      case 'Approve': {
        if (state.status === 'unknown') throw missing('No reader with this serial number has called the app.');
        if (state.status === 'approved') throw refuse('This reader is already approved.');
        const name = cleanName(command.name);
        return [
          { type: 'FingerprintDeviceApproved', data: { serial: command.serial, name, direction: command.direction } },
        ];
      }
      case 'Change': {
        if (state.status !== 'approved') throw refuse('Approve the reader first.');
        const name = cleanName(command.name);
        if (name === state.name && command.direction === state.direction) return [];
        return [
          { type: 'FingerprintDeviceChanged', data: { serial: command.serial, name, direction: command.direction } },
        ];
      }
      case 'Remove':
        if (state.status === 'unknown') throw missing('Reader not found');
        return [{ type: 'FingerprintDeviceRemoved', data: { serial: command.serial } }];
      case 'QueueCommands':
        if (state.status !== 'approved') throw refuse('Commands can only be queued for an approved reader.');
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
        if (state.status !== 'approved') throw refuse('Approve the reader first.');
        const asked = command.commandNos ? new Set(command.commandNos) : null;
        const commandNos = state.queue
          .filter((c) => c.sent && (!asked || asked.has(c.commandNo)))
          .filter((c) => !command.automatic || c.resends < MAX_AUTOMATIC_RESENDS)
          .map((c) => c.commandNo);
        if (commandNos.length === 0) {
          if (command.automatic) return [];
          throw refuse('No command the reader took is waiting for its answer.');
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
