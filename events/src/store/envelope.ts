/**
 * The event envelope (DESIGN section 3). Every stored event says what happened (`type`, `data`), in which
 * shape (`schemaVersion`), to which stream, where in the global log, and who did it (`metadata`).
 */
export interface EventMetadata {
  /** The user who caused the event; null only for system actions such as migrations or the seed. */
  readonly actorId: string | null;
  readonly actorName: string;
  /** Ties together everything one user action caused, across services. */
  readonly correlationId: string;
  /** The event or command that directly caused this one; null for a user's command. */
  readonly causationId: string | null;
  /** The id of the command (its idempotency key when the client sent one). */
  readonly commandId: string;
  /** ISO timestamp of the decision. */
  readonly at: string;
  /**
   * A hash of the request that issued the command (method, address and body), when it came with an idempotency key.
   * A retry finds it on the stored events: the same key with a different request is refused, never answered with
   * the first request's result. Absent for commands without a key and for events stored before it existed.
   */
  readonly requestHash?: string;
  /*
   * Who and from where, beyond the actor's id and name (issue 13). Written by the command pipeline on every event since
   * they were introduced; events stored before lack them and are upcast on read (`upcastMetadata`): every event a store
   * hands back has each of these keys, null where it was never known. The log itself is never rewritten.
   */
  /** The actor's sign-in name at the time (names change; the id does not). */
  readonly actorUsername?: string | null;
  /** The actor's role key (`administrator`, `receptionist`, …) and its display name at the time. */
  readonly actorRole?: string | null;
  readonly actorRoleName?: string | null;
  /** What produced the event: `POST /api/payments` for a request, `reactor:<name>` / `job:<name>` for the system. */
  readonly command?: string | null;
  /** The client's address as the server saw it (the proxy's X-Forwarded-For in production). */
  readonly clientAddress?: string | null;
}

/** The metadata keys added after the first events were stored; reads fill the missing ones with null. */
const ACTOR_DETAIL_KEYS = ['actorUsername', 'actorRole', 'actorRoleName', 'command', 'clientAddress'] as const;

/**
 * Metadata as current code reads it: an event stored before a key existed gets that key as null (an upcast on read;
 * the stored row is never changed). The keys are filled in on the object itself, which callers have just parsed from
 * the database and nobody else holds: copying it (`{ ...metadata }`) cost about 12 µs an event, 30 times the fill,
 * and every check-in reads a member's whole stream (a projector every event) through here.
 */
export function upcastMetadata(metadata: EventMetadata): EventMetadata {
  const filled = metadata as unknown as Record<string, unknown>;
  for (const key of ACTOR_DETAIL_KEYS) if (filled[key] === undefined) filled[key] = null;
  return metadata;
}

/** An event as a decider produces it, before the store assigns its place in the log. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
  readonly schemaVersion?: number;
}

/** An event as the store hands it back. */
export interface RecordedEvent<Type extends string = string, Data = unknown> {
  readonly eventId: string;
  readonly type: Type;
  readonly schemaVersion: number;
  readonly data: Data;
  readonly metadata: EventMetadata;
  readonly streamId: string;
  /** 1 for the first event of a stream. */
  readonly streamVersion: number;
  /** Global position in the log; unique and increasing in append order (not necessarily commit order). */
  readonly position: number;
  /** Where a reader that has processed this event resumes. */
  readonly checkpoint: Checkpoint;
}

/**
 * A point in the global log as readers see it. Ordered lexicographically by (`commit`, `position`).
 *
 * For PostgreSQL `commit` is the appending transaction's id (xid8): a position alone would let a reader skip an event
 * whose transaction committed after a later position's (see DESIGN section 3). For KurrentDB it is the commit position.
 * `commit` is a decimal string because both sources are 64-bit.
 */
export interface Checkpoint {
  readonly commit: string;
  readonly position: number;
}

export const LOG_START: Checkpoint = Object.freeze({ commit: '0', position: 0 });

export function compareCheckpoints(a: Checkpoint, b: Checkpoint): number {
  const commitA = BigInt(a.commit);
  const commitB = BigInt(b.commit);
  if (commitA !== commitB) return commitA < commitB ? -1 : 1;
  return a.position === b.position ? 0 : a.position < b.position ? -1 : 1;
}
