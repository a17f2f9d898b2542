import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { CHANGED_EVENT } from '@gym/kernel/realtime/realtime-contract';
import type { ChangeNotice, ServerToClientEvents } from '@gym/kernel/realtime/realtime-contract';
import type { Session } from './api-client.js';

export type Notice = ChangeNotice;
export type GymSocket = Socket<ServerToClientEvents>;

/** A browser's socket to the app: with the session's cookie, or none (then the server refuses it). */
export function connect(baseUrl: string, session?: Session): Promise<GymSocket> {
  const socket: GymSocket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    ...(session ? { extraHeaders: { cookie: session.cookie } } : {}),
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Every change notice the socket hears from now on. */
export function collect(socket: GymSocket): Notice[] {
  const notices: Notice[] = [];
  socket.on(CHANGED_EVENT, (notice) => notices.push(notice));
  return notices;
}

/**
 * Waits until the condition holds (polling every 20 ms), failing after the timeout: generous, because a push on a
 * busy 2-core machine running the whole suite can take several seconds, and the test's own 60 s limit is the backstop.
 */
export async function until(condition: () => boolean, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
