import type { Decider } from '@gym/kernel/commands/decider';
import type { TillEvent } from './till-events.js';
import { pettyCashRefusals } from './petty-cash-refusals.js';

export interface SessionEntry {
  readonly sessionId: string;
  readonly deskId: string;
  readonly deskName: string;
  readonly float: number;
  readonly openedBy: string | null;
  /** Order of opening (the directory stream's event number). */
  readonly order: number;
}

/** Every session ever opened and the latest of each desk. */
export interface DirectoryState {
  readonly sessions: ReadonlyMap<string, SessionEntry>;
  readonly latestByDesk: ReadonlyMap<string, string>;
}

export type DirectoryCommand = {
  type: 'OpenTill';
  sessionId: string;
  deskId: string;
  deskName: string;
  float: number;
  openedOn: string;
  /** Whether the desk's latest session is still open (read from its stream). */
  latestStillOpen: boolean;
};

/** `openedBy` comes from the event's metadata, which a decider does not see: the loader sets it. */
export function openedEntry(
  state: DirectoryState,
  event: Extract<TillEvent, { type: 'TillOpened' }>,
  openedBy: string | null,
): DirectoryState {
  const sessions = new Map(state.sessions);
  sessions.set(event.data.sessionId, {
    sessionId: event.data.sessionId,
    deskId: event.data.deskId,
    deskName: event.data.deskName,
    float: event.data.float,
    openedBy,
    order: sessions.size,
  });
  return { sessions, latestByDesk: new Map(state.latestByDesk).set(event.data.deskId, event.data.sessionId) };
}

export const directoryDecider: Decider<DirectoryState, DirectoryCommand, TillEvent> = {
  initialState: () => ({ sessions: new Map(), latestByDesk: new Map() }),
  evolve: (state, event) => (event.type === 'TillOpened' ? openedEntry(state, event, null) : state),
  decide(command, state) {
    if (!command.deskName.trim()) throw pettyCashRefusals.invalid('desk_name');
    if (command.float < 0) throw pettyCashRefusals.invalid('float_negative');
    if (state.sessions.has(command.sessionId)) throw pettyCashRefusals.refuse('session_open');
    if (state.latestByDesk.has(command.deskId) && command.latestStillOpen)
      throw pettyCashRefusals.refuse('desk_open', { desk: command.deskName });
    return [
      {
        type: 'TillOpened',
        data: {
          sessionId: command.sessionId,
          deskId: command.deskId,
          deskName: command.deskName.trim(),
          float: command.float,
          openedOn: command.openedOn,
        },
      },
    ];
  },
};
