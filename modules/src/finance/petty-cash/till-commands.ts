import { executeCommand } from '@gym/kernel/commands/execute-command';
import type { CommandContext, CommandHandler } from '@gym/kernel/commands/execute-command';
import { cacheFor } from '@gym/kernel/commands/state-cache';
import type { StateCache } from '@gym/kernel/commands/state-cache';
import type { EventStore } from '@gym/events/store/event-store';
import { loadState } from '@gym/kernel/commands/stream-command';
import { directoryDecider, openedEntry } from './till-directory-decider.js';
import type { DirectoryState, SessionEntry } from './till-directory-decider.js';
import {
  TILL_DIRECTORY_STREAM,
  TILL_SETTINGS_STREAM,
  UNASSIGNED_TILL_STREAM,
  tillSessionStream,
} from './till-events.js';
import type { CashSource, TillEvent } from './till-events.js';
import { sessionDecider, settleUnassigned } from './till-session-decider.js';
import { pettyCashRefusals } from './petty-cash-refusals.js';
import type { SessionCommand, SessionState } from './till-session-decider.js';
import { tillSettingsDecider } from './till-settings-decider.js';
import type { TillSettingsCommand, TillSettingsState } from './till-settings-decider.js';

type Source = Pick<CommandContext, 'store' | 'catalogue'>;

/** Per event store: a process with several stores (the tests' apps) must not fold one log's state onto another's. */
const directoryCaches = new WeakMap<EventStore, StateCache<DirectoryState>>();
const sessionCaches = new WeakMap<EventStore, StateCache<SessionState>>();
const directoryCacheOf = (store: EventStore) => cacheFor(directoryCaches, store, 4);
const sessionCacheOf = (store: EventStore) => cacheFor(sessionCaches, store, 1_000);

/** The directory of sessions, folded with who opened each (the event's metadata, which a decider never sees). */
export async function loadDirectory(source: Source): Promise<{ state: DirectoryState; version: number }> {
  const directoryCache = directoryCacheOf(source.store);
  const cached = directoryCache.get(TILL_DIRECTORY_STREAM);
  const read = await source.store.readStream(TILL_DIRECTORY_STREAM, cached ? { fromVersion: cached.version } : {});
  let state = cached?.state ?? directoryDecider.initialState();
  for (const recorded of read.events) {
    const event = source.catalogue.parseEvent(recorded) as TillEvent;
    if (event.type === 'TillOpened') state = openedEntry(state, event, recorded.metadata.actorId);
  }
  directoryCache.set(TILL_DIRECTORY_STREAM, read.version, state);
  return { state, version: read.version };
}

/** The till settings in force (the default threshold until someone changes it). */
export async function loadTillSettings(source: Source): Promise<TillSettingsState> {
  return (await loadState(source, TILL_SETTINGS_STREAM, tillSettingsDecider)).state;
}

export function changeTillSettings(context: CommandContext, command: TillSettingsCommand) {
  return executeCommand(context, {
    async plan() {
      const current = await loadState(context, TILL_SETTINGS_STREAM, tillSettingsDecider);
      const events = tillSettingsDecider.decide(command, current.state);
      return {
        appends: [{ streamId: TILL_SETTINGS_STREAM, expectedVersion: current.version, events }],
        answer: { id: TILL_SETTINGS_STREAM },
      };
    },
    replay: () => ({ id: TILL_SETTINGS_STREAM }),
  });
}

const loadSession = (source: Source, sessionId: string) =>
  loadState(source, tillSessionStream(sessionId), sessionDecider, sessionCacheOf(source.store));
const loadUnassigned = (source: Source) =>
  loadState(source, UNASSIGNED_TILL_STREAM, sessionDecider, sessionCacheOf(source.store));

/** The sessions open now, first opened first. */
export async function openSessions(source: Source): Promise<SessionEntry[]> {
  const { state } = await loadDirectory(source);
  const latest = [...state.latestByDesk.values()].map((id) => state.sessions.get(id)!);
  const states = await Promise.all(latest.map((s) => loadSession(source, s.sessionId)));
  return latest.filter((_, i) => !states[i]!.state.closed).sort((a, b) => a.order - b.order);
}

export function openTill(
  context: CommandContext,
  input: { sessionId: string; deskId: string; deskName: string; float: number; openedOn: string },
) {
  return executeCommand(context, {
    attempts: 4,
    async plan() {
      const directory = await loadDirectory(context);
      const latest = directory.state.latestByDesk.get(input.deskId);
      const latestStillOpen = latest ? !(await loadSession(context, latest)).state.closed : false;
      const events = directoryDecider.decide({ type: 'OpenTill', ...input, latestStillOpen }, directory.state);
      return {
        appends: [{ streamId: TILL_DIRECTORY_STREAM, expectedVersion: directory.version, events }],
        answer: { id: input.sessionId },
      };
    },
    replay: () => ({ id: input.sessionId }),
  });
}

/**
 * A command on one session (top-up, withdrawal, adjustment, close; a closed one takes only adjustments). A close also settles the unassigned cash,
 * expecting both streams at the versions it counted.
 */
export function runSessionCommand(
  context: CommandContext,
  sessionId: string,
  build: (
    session: SessionEntry | null,
    unassigned: SessionState & { version: number },
    settings: TillSettingsState,
  ) => SessionCommand,
) {
  return executeCommand(context, {
    attempts: 4,
    async plan() {
      const [directory, session, unassigned, settings] = await Promise.all([
        loadDirectory(context),
        loadSession(context, sessionId),
        loadUnassigned(context),
        loadTillSettings(context),
      ]);
      const entry = directory.state.sessions.get(sessionId) ?? null;
      if (!entry) throw pettyCashRefusals.missing('session_not_found');
      const command = build(entry, { ...unassigned.state, version: unassigned.version }, settings);
      const events = sessionDecider.decide(command, session.state);
      const settled =
        command.type === 'CloseTill' && events.length > 0 ? settleUnassigned(sessionId, command.unassigned) : [];
      return {
        appends: [
          { streamId: tillSessionStream(sessionId), expectedVersion: session.version, events },
          { streamId: UNASSIGNED_TILL_STREAM, expectedVersion: unassigned.version, events: settled },
        ],
        answer: { id: sessionId, events },
      };
    },
    replay: (stored) => ({ id: sessionId, events: stored.map((e) => ({ type: e.type, data: e.data }) as TillEvent) }),
  });
}

export interface CashMovement {
  readonly source: CashSource;
  readonly amount: number;
  readonly reference: { kind: string; id: string };
  readonly label: string;
  readonly causeEventId: string;
  /** Who took or paid the cash (the causing event's actor). */
  readonly actorId: string | null;
}

/**
 * Which till cash goes into: the open session the same staff member opened, else the first opened open session,
 * else none (the unassigned session, which the next close settles).
 */
export function routeCash(open: readonly SessionEntry[], actorId: string | null): SessionEntry | null {
  return open.find((s) => actorId !== null && s.openedBy === actorId) ?? open[0] ?? null;
}

/** Puts cash that moved elsewhere (a payment, a refund, an expense, a sale) into the right till session. */
export function recordCash(movement: CashMovement): CommandHandler<{ id: string }> {
  return {
    attempts: 6,
    async plan(context) {
      const target = routeCash(await openSessions(context), movement.actorId);
      const streamId = target ? tillSessionStream(target.sessionId) : UNASSIGNED_TILL_STREAM;
      const current = await loadState(context, streamId, sessionDecider, sessionCacheOf(context.store));
      const events = sessionDecider.decide({ type: 'RecordCash', session: target, ...movement }, current.state);
      return {
        appends: [{ streamId, expectedVersion: current.version, events }],
        answer: { id: target?.sessionId ?? 'unassigned' },
      };
    },
    replay: (stored) => ({
      id: (stored[0]?.data as { sessionId: string | null } | undefined)?.sessionId ?? 'unassigned',
    }),
  };
}
