import autocannon from 'autocannon';
import { io } from 'socket.io-client';
import { checkInRequest } from './check-in-members.js';
import { percentiles } from './percentiles.js';

/**
 * Check-in command → `changed` push received by a socket client: one check-in at a time for members not seen
 * recently, timed from sending the request until the notice naming its position arrives.
 */
export async function measurePushLatency(baseUrl: string, token: string, memberIds: readonly string[], rounds: number) {
  const socket = io(baseUrl, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  let waiting: { position: number; resolve: () => void } | null = null;
  let highest = 0;
  socket.on('changed', (notice: { topics: string[]; position: number }) => {
    if (!notice.topics.includes('check-ins')) return;
    highest = Math.max(highest, notice.position);
    if (waiting && highest >= waiting.position) waiting.resolve();
  });
  const samples: number[] = [];
  let missed = 0;
  try {
    for (let i = 0; i < rounds; i++) {
      const memberId = memberIds[i % memberIds.length]!;
      const started = performance.now();
      const answer = await fetch(`${baseUrl}/api/check-ins`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ memberId }),
      });
      const { position } = (await answer.json()) as { position: number };
      if (answer.status !== 201) continue;
      const pushed = await new Promise<boolean>((resolve) => {
        if (highest >= position) return resolve(true);
        const timer = setTimeout(() => {
          waiting = null;
          resolve(false);
        }, 5000);
        waiting = {
          position,
          resolve: () => {
            clearTimeout(timer);
            waiting = null;
            resolve(true);
          },
        };
      });
      // A push later than 5 s counts as missed (the figure fails) instead of ending the whole bench: readers see an
      // event only once every older transaction of the database has ended, so a long one holds every push back.
      if (pushed) samples.push(performance.now() - started);
      else if (++missed >= 10) break;
    }
  } finally {
    socket.close();
  }
  return { ...percentiles(samples), count: samples.length, missed };
}

/** Check-in commands over HTTP from `connections` concurrent clients for `seconds`, each for a different member. */
export async function measureCheckInThroughput(
  baseUrl: string,
  token: string,
  memberIds: readonly string[],
  connections: number,
  seconds: number,
) {
  let next = 0;
  // A repeat within 10 minutes answers 200 with the first check-in and stores nothing: only 201s count as check-ins.
  let recorded = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      checkInRequest(
        token,
        () => ({ memberId: memberIds[next++ % memberIds.length] }),
        (status) => {
          if (status === 201) recorded++;
        },
      ),
    ],
  });
  return {
    perSecond: recorded / (result.duration || seconds),
    requestsPerSecond: result.requests.average,
    recorded,
    total: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}
