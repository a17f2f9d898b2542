import type { Decider } from '@gym/kernel/commands/decider';
import { invalid, refuse } from '@gym/kernel/commands/domain-error';
import type { TillEvent } from './till-events.js';

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
    if (!command.deskName.trim()) throw invalid('Name the desk whose till this is.');
    if (command.float < 0) throw invalid('The float cannot be negative.');
    if (state.sessions.has(command.sessionId)) throw refuse('This till session is already open.');
    if (state.latestByDesk.has(command.deskId) && command.latestStillOpen)
      throw refuse(`The ${command.deskName} till is already open: close it before opening a new session.`);
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
