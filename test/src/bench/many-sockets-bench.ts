import { readFile } from 'node:fs/promises';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { percentiles } from './percentiles.js';

/** Resident memory of a process in bytes (VmRSS from /proc), or null when it cannot be read (gone, not Linux). */
export async function residentBytes(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/** CPU milliseconds a process has spent (user and system, from /proc/<pid>/stat), or null when it cannot be read. */
export async function processCpuMs(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, counted from the state field (0), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** This process's open-file limit (soft; Node raises it to the hard limit at start), or null when unknown. */
export async function openFileLimit(): Promise<number | null> {
  try {
    const limits = await readFile('/proc/self/limits', 'utf8');
    const soft = /^Max open files\s+(\d+|unlimited)/m.exec(limits)?.[1];
    return soft === undefined ? null : soft === 'unlimited' ? Infinity : Number(soft);
  } catch {
    return null;
  }
}

export interface ManySocketsFigures {
  /** Sockets asked for, and those connected (signed in, in their rooms) when the check-ins began. */
  readonly sockets: number;
  readonly connected: number;
  readonly connectSeconds: number;
  /** Check-ins timed (201s whose push was awaited). */
  readonly count: number;
  /** Every socket's receipt of every timed check-in's push, from sending the check-in. */
  readonly p50: number;
  readonly p95: number;
  /** Per check-in, when the first and the last of the sockets had its push. */
  readonly firstP95: number;
  readonly lastP95: number;
  /** Receipts that did not come within 5 s of the check-in, and sockets that dropped during the check-ins. */
  readonly missed: number;
  readonly dropped: number;
  /** `changed` notices the sockets received in all per check-in (one a projection step per socket, since 2026-12-05). */
  readonly noticesPerCheckIn: number;
  /** CPU milliseconds per check-in while timed: command-service, and this process (the clients, the check-ins). */
  readonly cpuMsPerCheckIn: { readonly commandService: number | null; readonly clients: number };
  /** command-service's resident memory: before the sockets connected, once they had, and the most while timed. */
  readonly rss: { readonly before: number | null; readonly connected: number | null; readonly peak: number | null };
}

/**
 * Check-in → `changed` push with many screens connected (reception desks, wall displays and phones of a busy chain):
 * `sockets` socket.io clients, each on a connection of its own, signed in with the sessions given in turn (the gateway
 * puts each in the rooms its permissions allow), all held open while check-ins are sent one at a time; each is timed
 * from sending the check-in to every socket's receipt of the notice naming its position. The clients run in this
 * process, on the same cores as the services: a socket late in the fan-out waits for this process to read the others
 * too. command-service's resident memory is read from /proc before, with the sockets connected, and while timing.
 */
export async function measurePushWithManySockets(
  baseUrl: string,
  tokens: readonly string[],
  checkInToken: string,
  memberIds: readonly string[],
  rounds: number,
  sockets: number,
  commandServicePid: number,
): Promise<ManySocketsFigures> {
  const before = await residentBytes(commandServicePid);
  // Per socket: the highest check-ins position it has heard of, and when.
  const highest = new Float64Array(sockets);
  const heardAt = new Float64Array(sockets);
  let waiting: { position: number; started: number; times: number[]; remaining: number; done: () => void } | null =
    null;
  let dropped = 0;
  let timing = false;
  let notices = 0;
  let lastNoticeAt = 0;

  const clients: Socket[] = [];
  const connectStarted = performance.now();
  let connected = 0;
  try {
    // In groups of 50: a burst of a thousand handshakes at once times some out on two busy cores.
    for (let from = 0; from < sockets; from += 50) {
      const group = Array.from({ length: Math.min(50, sockets - from) }, (_, j) => {
        const i = from + j;
        const socket = io(baseUrl, {
          path: '/socket.io',
          transports: ['websocket'],
          auth: { token: tokens[i % tokens.length] },
          reconnection: false,
          // A connection per client, as on a thousand devices (socket.io would otherwise share one between them).
          forceNew: true,
          timeout: 20_000,
        });
        clients.push(socket);
        socket.on('changed', (notice: { topics: string[]; position: number }) => {
          notices++;
          lastNoticeAt = performance.now();
          if (!notice.topics.includes('check-ins') || notice.position <= highest[i]!) return;
          const previous = highest[i]!;
          highest[i] = notice.position;
          heardAt[i] = performance.now();
          const round = waiting;
          if (!round || previous >= round.position || notice.position < round.position) return;
          round.times.push(heardAt[i]! - round.started);
          if (--round.remaining === 0) round.done();
        });
        socket.on('disconnect', () => {
          if (timing) dropped++;
        });
        return new Promise<boolean>((resolve) => {
          socket.once('connect', () => resolve(true));
          socket.once('connect_error', () => resolve(false));
        });
      });
      connected += (await Promise.all(group)).filter(Boolean).length;
    }
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    // Let the gateway finish joining rooms before reading the memory.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const withSockets = await residentBytes(commandServicePid);
    let peak = withSockets;

    const receipts: number[] = [];
    const firsts: number[] = [];
    const lasts: number[] = [];
    let missed = 0;
    let count = 0;
    timing = true;
    notices = 0;
    const serviceCpuBefore = await processCpuMs(commandServicePid);
    const clientsCpuBefore = process.cpuUsage();
    for (let i = 0; i < rounds && memberIds.length > 0; i++) {
      const memberId = memberIds[i % memberIds.length]!;
      const started = performance.now();
      const answer = await fetch(`${baseUrl}/api/check-ins`, {
        method: 'POST',
        headers: { authorization: `Bearer ${checkInToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ memberId }),
      });
      const { position } = (await answer.json()) as { position: number };
      if (answer.status !== 201) continue;
      // Sockets that heard of it before the answer came back, then every other connected one.
      const times: number[] = [];
      let remaining = 0;
      clients.forEach((socket, k) => {
        if (highest[k]! >= position) times.push(heardAt[k]! - started);
        else if (socket.connected) remaining++;
      });
      const left = await new Promise<number>((resolve) => {
        if (remaining === 0) return resolve(0);
        const timer = setTimeout(() => {
          const round = waiting;
          waiting = null;
          resolve(round?.remaining ?? 0);
        }, 5000);
        waiting = {
          position,
          started,
          times,
          remaining,
          done: () => {
            clearTimeout(timer);
            waiting = null;
            resolve(0);
          },
        };
      });
      count++;
      missed += left;
      receipts.push(...times);
      if (times.length > 0) firsts.push(Math.min(...times));
      // A round with a socket that never heard counts as its 5 s for the last socket.
      lasts.push(left > 0 ? 5000 : Math.max(0, ...times));
      if (i % 10 === 0) {
        const now = await residentBytes(commandServicePid);
        if (now !== null) peak = Math.max(peak ?? 0, now);
      }
      // One at a time, as the single socket's row: the next check-in once the notices of this one (its other topics,
      // after the check-ins') have stopped coming for 50 ms, so that each is timed on a system not still sending.
      const settling = performance.now();
      while (performance.now() - lastNoticeAt < 50 && performance.now() - settling < 2000)
        await new Promise((resolve) => setTimeout(resolve, 10));
      // Pushes lost wholesale (a long transaction holding every reader back, the gateway down): stop, the row fails.
      if (missed >= 10 * Math.max(1, connected)) break;
    }
    timing = false;
    const serviceCpuAfter = await processCpuMs(commandServicePid);
    const clientsCpu = process.cpuUsage(clientsCpuBefore);
    const perCheckIn = (value: number) => value / Math.max(1, count);
    const all = percentiles(receipts);
    return {
      sockets,
      connected,
      connectSeconds,
      count,
      p50: all.p50,
      p95: all.p95,
      firstP95: percentiles(firsts).p95,
      lastP95: percentiles(lasts).p95,
      missed,
      dropped,
      rss: { before, connected: withSockets, peak },
      noticesPerCheckIn: perCheckIn(notices),
      cpuMsPerCheckIn: {
        commandService:
          serviceCpuBefore === null || serviceCpuAfter === null ? null : perCheckIn(serviceCpuAfter - serviceCpuBefore),
        clients: perCheckIn((clientsCpu.user + clientsCpu.system) / 1000),
      },
    };
  } finally {
    timing = false;
    for (const socket of clients) socket.close();
  }
}
