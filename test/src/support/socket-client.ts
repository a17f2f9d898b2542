import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { Session } from './api-client.js';

/** A `changed` notice as the server pushes it. */
export interface ChangeNotice {
  topics: string[];
  position: number;
}

/** A socket as the UI opens it (the session cookie), connected, or the server's refusal. */
export function connectSocket(baseUrl: string, session?: Session): Promise<Socket> {
  const socket = io(baseUrl, {
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

/** Every `changed` notice the socket receives from now on, as received (tests compare the whole payload). */
export function collectNotices(socket: Socket): ChangeNotice[] {
  const notices: ChangeNotice[] = [];
  socket.on('changed', (notice: ChangeNotice) => notices.push(notice));
  return notices;
}

/** Waits until a condition holds (checked every 20 ms), failing after `timeoutMs`. */
export async function until(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
