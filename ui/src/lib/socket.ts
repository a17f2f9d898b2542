import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { CHANGED_EVENT } from '@gym/kernel/realtime/realtime-contract';
import type { ChangeNotice, ServerToClientEvents } from '@gym/kernel/realtime/realtime-contract';
import { useSyncExternalStore } from 'react';
import { ConnectionStatus } from './connection-state';
import type { ConnectionState } from './connection-state';

export type { ConnectionState } from './connection-state';

export interface SocketHandlers {
  onChanged(notice: ChangeNotice): void;
  /** The connection came back after a loss: whatever changed meanwhile was not pushed. */
  onReconnected(): void;
  /** The server closed the connection (logout elsewhere, account disabled, password reset): check the session. */
  onClosedByServer(): void;
}

let socket: Socket<ServerToClientEvents> | undefined;
const listeners = new Set<() => void>();
const status = new ConnectionStatus(() => listeners.forEach((listener) => listener()));

/**
 * Opens the app's one socket (same origin, authenticated by the session cookie). Returns the function that closes
 * it; the app connects after sign-in and closes at logout.
 */
export function connectSocket(handlers: SocketHandlers): () => void {
  socket?.disconnect();
  const current: Socket<ServerToClientEvents> = io({ path: '/socket.io', withCredentials: true, autoConnect: false });
  socket = current;
  let connectedBefore = false;
  current.on('connect', () => {
    status.connected();
    if (connectedBefore) handlers.onReconnected();
    connectedBefore = true;
  });
  current.on('disconnect', (reason) => {
    // Closed on purpose (by us or by the server): socket.io will not try again.
    if (reason === 'io client disconnect' || reason === 'io server disconnect') status.stopped();
    else status.retrying();
    if (reason === 'io server disconnect') handlers.onClosedByServer();
  });
  current.on('connect_error', () => {
    // `active` is false when the server refused the connection (e.g. no session): no automatic retry follows.
    if (current.active) status.retrying();
    else status.stopped();
  });
  current.on(CHANGED_EVENT, (notice) => handlers.onChanged(notice));
  status.starting();
  current.connect();
  return () => {
    current.removeAllListeners();
    current.disconnect();
    if (socket === current) {
      socket = undefined;
      status.stopped();
    }
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The realtime connection as the header shows it. */
export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(
    subscribe,
    () => status.state,
    () => 'offline' as const,
  );
}
