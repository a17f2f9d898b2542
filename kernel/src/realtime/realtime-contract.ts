import type { Access } from '../permissions/access.js';

/**
 * The realtime contract, typed once for the socket gateway, the projection service's emitter and the UI's socket
 * client (DESIGN section 1): after the projectors commit a step of the log, every client that may read a topic the
 * step touched hears one `changed {topics, position}` naming those of its topics it may read, and refetches what reads
 * them.
 */
export const CHANGED_EVENT = 'changed';

/** A platform topic, not a module's: sent only to the clients whose own role, flags or name changed. */
export const ME_TOPIC = 'me';
export type MeTopic = typeof ME_TOPIC;

/** What changed: the topics a batch touched and the global position it reached. */
export interface ChangeNotice<Topic extends string = string> {
  readonly topics: readonly Topic[];
  readonly position: number;
}

/** What the server emits to browsers (socket.io `Server<ClientToServerEvents, ServerToClientEvents>`). */
export interface ServerToClientEvents {
  [CHANGED_EVENT]: (notice: ChangeNotice) => void;
}

/** Browsers send nothing over the socket: commands go over HTTP. */
export type ClientToServerEvents = Record<string, never>;

/** A realtime topic a module declares: its name and the access needed to read what its queries return. */
export interface TopicDefinition<Name extends string = string> {
  readonly name: Name;
  readonly access: Access;
}

export function defineTopic<const Name extends string>(name: Name, access: Access): TopicDefinition<Name> {
  return { name, access };
}
