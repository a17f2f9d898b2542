import { CHANGE_CHANNEL, changePackets } from '@gym/kernel/projection/service-contract/service-contract';
import type { ChangeNotice } from '@gym/kernel/realtime/realtime-contract';
import type { NotifyBatcher } from './notify-batcher.js';

export type { ChangeNotice } from '@gym/kernel/realtime/realtime-contract';

export interface ChangeEmitter {
  emit(notice: ChangeNotice): void;
}

/**
 * Sends change notices to every command-service instance through socket.io's PostgreSQL adapter (NOTIFY on its
 * channel), which forwards them to the browsers in the topic's room: the packets of the service contract, one per
 * topic, so a client never hears of a topic it may not read.
 */
export class SocketIoChangeEmitter implements ChangeEmitter {
  constructor(private readonly notifications: NotifyBatcher) {}

  emit(notice: ChangeNotice): void {
    for (const packet of changePackets(notice)) this.notifications.send(CHANGE_CHANNEL, packet);
  }
}
