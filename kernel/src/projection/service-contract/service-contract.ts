import type { Checkpoint } from '@gym/events/store/envelope';
import type { ChangeNotice } from '../../realtime/realtime-contract.js';

/*
 * What projection-service and command-service say to each other, and nothing else does: neither imports the other's
 * `src` (lint, `eslint-rules/module-boundaries.js`). Besides this wire, they share the tables of this folder
 * (`service-migrations.ts`): checkpoints, the heartbeat, the reactors' checkpoints, each with the module that writes and
 * reads it. `test/src/contract/service-contract.test.ts` encodes with one service and decodes with the other.
 *
 * - Progress: after every committed batch the projection runner NOTIFYs `PROGRESS_CHANNEL` with a `ProgressNotice`;
 *   command-service's listener keeps each projector's checkpoint (read-your-writes waits, live permissions).
 * - Push: after every step (a batch of the log applied by every projector) the runner NOTIFYs `CHANGE_CHANNEL` with
 *   one change notice naming every topic the step touched; every command-service instance hears it on the same
 *   listener and sends each of its own sockets one packet with the topics that socket's user may read.
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

/**
 * The NOTIFY channel of change notices: one a projection step, `{topics, position}` as JSON (`encodeChangeNotice`).
 *
 * Until 2026-12-05 the runner sent socket.io adapter packets on the adapter's channel, one per topic, each to the
 * topic's room: a check-in reached each socket as three packets (check-ins, members, dashboard), and with 1,000
 * sockets connected command-service spent half its CPU in `writev`. Now command-service hears the notice once per
 * instance and does the fan-out itself, one packet per socket (see its `socket-gateway.ts`).
 */
export const CHANGE_CHANNEL = 'projection_changes';

/** The payload of a change NOTIFY. */
export function encodeChangeNotice(notice: ChangeNotice): string {
  return JSON.stringify({ topics: notice.topics, position: notice.position });
}

/** What a change NOTIFY's payload says; null when it is not a change notice (nothing is pushed for it). */
export function decodeChangeNotice(payload: string): ChangeNotice | null {
  let notice: unknown;
  try {
    notice = JSON.parse(payload);
  } catch {
    return null;
  }
  const { topics, position } = (notice ?? {}) as { topics?: unknown; position?: unknown };
  if (!Array.isArray(topics) || !topics.every((t) => typeof t === 'string')) return null;
  if (typeof position !== 'number' || !Number.isFinite(position)) return null;
  return { topics: topics as string[], position };
}
