import type { Checkpoint } from '@gym/events/store/envelope';
import { CHANGED_EVENT, topicRoom } from '../../realtime/realtime-contract.js';
import type { ChangeNotice, ServerToClientEvents } from '../../realtime/realtime-contract.js';

/*
 * What projection-service and command-service say to each other, and nothing else does: neither imports the other's
 * `src` (lint, `eslint-rules/module-boundaries.js`). Besides this wire, they share the tables of this folder
 * (`service-migrations.ts`): checkpoints, the heartbeat, the reactors' checkpoints, each with the module that writes and
 * reads it. `test/src/contract/service-contract.test.ts` encodes with one service and decodes with the other.
 *
 * - Progress: after every committed batch the projection runner NOTIFYs `PROGRESS_CHANNEL` with a `ProgressNotice`;
 *   command-service's listener keeps each projector's checkpoint (read-your-writes waits, live permissions).
 * - Push: a change notice goes to the browsers as socket.io adapter messages on `CHANGE_CHANNEL`, which the
 *   PostgreSQL adapter of every command-service instance hands to the sockets of the topic's room.
 */

/** The NOTIFY channel telling command-service how far each projector got (read-your-writes waits). */
export const PROGRESS_CHANNEL = 'projection_progress';

/** A projector's state in its checkpoint row and its progress notices. */
export type ProjectorStatus = 'live' | 'failed';

/** One projector's progress, as the projection service NOTIFYs it on `PROGRESS_CHANNEL` (JSON). */
export interface ProgressNotice {
  readonly projector: string;
  readonly commit: string;
  readonly position: number;
  readonly status: ProjectorStatus;
  /**
   * Whether the projector's tables changed; absent (a rebuild's swap, older runners): the listener assumes they did.
   * command-service re-reads sessions and permissions when the accounts projector's tables changed.
   */
  readonly changed?: boolean;
}

/** A progress notice as command-service reads it. */
export interface ProgressReport {
  readonly projector: string;
  readonly checkpoint: Checkpoint;
  readonly status: ProjectorStatus;
  readonly changed: boolean;
}

/** The payload of a progress NOTIFY (an absent `changed` stays absent). */
export function encodeProgressNotice(notice: ProgressNotice): string {
  const { projector, commit, position, status, changed } = notice;
  return JSON.stringify({ projector, commit, position, status, changed });
}

/** What a progress NOTIFY's payload says. */
export function decodeProgressNotice(payload: string): ProgressReport {
  const notice = JSON.parse(payload) as ProgressNotice;
  return {
    projector: notice.projector,
    checkpoint: { commit: notice.commit, position: Number(notice.position) },
    status: notice.status,
    changed: notice.changed !== false,
  };
}

/**
 * A newer notice of a projector replacing an older one not sent yet (a failed statement tried again with the newer
 * one): it still says the tables changed if the older one did, or the socket gateway missed an account change.
 */
export function keepChanged(older: string, newer: string): string {
  const before = JSON.parse(older) as { changed?: boolean };
  const after = JSON.parse(newer) as { changed?: boolean };
  return before.changed && !after.changed ? JSON.stringify({ ...after, changed: true }) : newer;
}

/** Channel of the default namespace, as `@socket.io/postgres-adapter` names it (prefix `socket.io`). */
export const CHANGE_CHANNEL = 'socket.io#/';
/** socket.io-adapter's cluster message type for a broadcast, and socket.io-parser's packet type for an event. */
const BROADCAST = 3;
const EVENT_PACKET = 2;

/**
 * The NOTIFY payloads on `CHANGE_CHANNEL` that deliver a change notice to the browsers: the socket.io packet of
 * `emit(CHANGED_EVENT, payload)`, broadcast to the topic's room, one per topic, so a client never hears of a topic it
 * may not read.
 *
 * Built here rather than with `@socket.io/postgres-emitter`: its 0.1 release publishes messages without the top-level
 * namespace that `@socket.io/postgres-adapter` 0.5 requires, so the adapter drops them silently.
 */
export function changePackets(notice: ChangeNotice): string[] {
  return notice.topics.map((topic) => {
    // Typed by the realtime contract.
    const data: [typeof CHANGED_EVENT, ...Parameters<ServerToClientEvents[typeof CHANGED_EVENT]>] = [
      CHANGED_EVENT,
      { topics: [topic], position: notice.position },
    ];
    return JSON.stringify({
      uid: 'emitter',
      nsp: '/',
      type: BROADCAST,
      data: {
        packet: { type: EVENT_PACKET, nsp: '/', data },
        opts: { rooms: [topicRoom(topic)], except: [], flags: {} },
      },
    });
  });
}
