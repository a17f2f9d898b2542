import autocannon from 'autocannon';
import { checkInRequest } from './check-in-members.js';
import { percentiles } from './percentiles.js';
import { listenForPushes } from './push-listener.js';

/**
 * Check-in command → `changed` push received by a socket client: one check-in at a time for members not seen
 * recently, timed from sending the request until the notice naming its position arrives.
 */
export async function measurePushLatency(baseUrl: string, token: string, memberIds: readonly string[], rounds: number) {
  const pushes = await listenForPushes(baseUrl, token, 'check-ins');
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
      if (await pushes.pushed(position)) samples.push(performance.now() - started);
      else if (++missed >= 10) break;
    }
  } finally {
    pushes.close();
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
