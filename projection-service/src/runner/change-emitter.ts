import { CHANGED_EVENT, topicRoom } from '@gym/kernel/realtime/realtime-contract';
import type { ChangeNotice, ServerToClientEvents } from '@gym/kernel/realtime/realtime-contract';
import type { NotifyBatcher } from './notify-batcher.js';

export type { ChangeNotice } from '@gym/kernel/realtime/realtime-contract';

export interface ChangeEmitter {
  emit(notice: ChangeNotice): void;
}

/** Channel of the default namespace, as `@socket.io/postgres-adapter` names it (prefix `socket.io`). */
const ADAPTER_CHANNEL = 'socket.io#/';
/** socket.io-adapter's cluster message type for a broadcast, and socket.io-parser's packet type for an event. */
const BROADCAST = 3;
const EVENT_PACKET = 2;

/**
 * Sends change notices to every command-service instance through socket.io's PostgreSQL adapter (NOTIFY on its
 * channel), which forwards them to the browsers in the topic's room. One notice per topic, so a client never hears
 * of a topic it may not read.
 *
 * Written here rather than using `@socket.io/postgres-emitter`: its 0.1 release publishes messages without the
 * top-level namespace that `@socket.io/postgres-adapter` 0.5 requires, so the adapter drops them silently.
 */
export class SocketIoChangeEmitter implements ChangeEmitter {
  constructor(private readonly notifications: NotifyBatcher) {}

  emit(notice: ChangeNotice): void {
    for (const topic of notice.topics) {
      // The socket.io packet of `emit(CHANGED_EVENT, payload)`, typed by the realtime contract.
      const data: [typeof CHANGED_EVENT, ...Parameters<ServerToClientEvents[typeof CHANGED_EVENT]>] = [
        CHANGED_EVENT,
        { topics: [topic], position: notice.position },
      ];
      const message = JSON.stringify({
        uid: 'emitter',
        nsp: '/',
        type: BROADCAST,
        data: {
          packet: { type: EVENT_PACKET, nsp: '/', data },
          opts: { rooms: [topicRoom(topic)], except: [], flags: {} },
        },
      });
      this.notifications.send(ADAPTER_CHANNEL, message);
    }
  }
}
