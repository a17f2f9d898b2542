import { Emitter } from '@socket.io/postgres-emitter';
import type { Pool } from 'pg';

/** What changed: the topics a batch touched and the global position it reached. */
export interface ChangeNotice {
  readonly topics: readonly string[];
  readonly position: number;
}

export interface ChangeEmitter {
  emit(notice: ChangeNotice): void;
}

/** The socket.io room a topic's notices go to; the gateway puts a client in the rooms its permissions allow. */
export const topicRoom = (topic: string) => `topic:${topic}`;

/**
 * Sends change notices to every command-service instance through socket.io's PostgreSQL emitter (NOTIFY), which
 * forwards them to the browsers in the topic's room. One notice per topic, so a client never hears of a topic it may
 * not read.
 */
export class SocketIoChangeEmitter implements ChangeEmitter {
  private readonly emitter: Emitter;

  constructor(pool: Pool) {
    this.emitter = new Emitter(pool);
  }

  emit(notice: ChangeNotice): void {
    for (const topic of notice.topics) {
      this.emitter.to(topicRoom(topic)).emit('changed', { topics: [topic], position: notice.position });
    }
  }
}
