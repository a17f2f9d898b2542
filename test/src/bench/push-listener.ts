import { io } from 'socket.io-client';

/** How long a push may take before the bench counts it as missed (the figure fails) rather than waiting on. */
export const PUSH_TIMEOUT_MS = 5000;

export interface PushListener {
  /**
   * Resolves true once a `changed` notice of the topic names `position` or a later one, false after 5 s: readers
   * see an event only once every older transaction of the database has ended, so one long transaction holds every
   * push back, and the bench goes on with a miss rather than stopping.
   */
  pushed(position: number): Promise<boolean>;
  close(): void;
}

/**
 * A socket.io client on websocket, signed in with `token`, that follows the highest log position the gateway's
 * `changed` notices of one topic have named: the check-in push (`check-ins`) and the class check-in push
 * (`timetable`) time from a command to its notice with it.
 */
export async function listenForPushes(baseUrl: string, token: string, topic: string): Promise<PushListener> {
  const socket = io(baseUrl, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  let waiting: { position: number; resolve: () => void } | null = null;
  let highest = 0;
  socket.on('changed', (notice: { topics: string[]; position: number }) => {
    if (!notice.topics.includes(topic)) return;
    highest = Math.max(highest, notice.position);
    if (waiting && highest >= waiting.position) waiting.resolve();
  });
  return {
    pushed: (position) =>
      new Promise<boolean>((resolve) => {
        if (highest >= position) return resolve(true);
        const timer = setTimeout(() => {
          waiting = null;
          resolve(false);
        }, PUSH_TIMEOUT_MS);
        waiting = {
          position,
          resolve: () => {
            clearTimeout(timer);
            waiting = null;
            resolve(true);
          },
        };
      }),
    close: () => socket.close(),
  };
}
