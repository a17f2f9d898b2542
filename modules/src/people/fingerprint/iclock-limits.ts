/*
 * What one caller of the reader protocol (`/iclock`) may send: readers have no credential, so whatever names a serial
 * number is bounded in size and in rate, and its work is bounded per request.
 */

/** The largest body a reader may send (an upload, command results). */
export const MAX_BODY_BYTES = 1024 * 1024;
/** A larger body is still read to its end (and dropped) so the 413 reaches the reader; beyond this the connection goes. */
export const MAX_DISCARDED_BYTES = 16 * 1024 * 1024;
/** Records (lines) one upload may carry; a reader with more sends them in several uploads. */
export const MAX_RECORDS_PER_UPLOAD = 1000;
/** Commands handed out at one poll (each may carry a template); the rest go at the next polls, in order. */
export const MAX_COMMANDS_PER_POLL = 100;
/** Readers waiting for approval at most: further unknown serial numbers are not recorded until staff act. */
export const MAX_WAITING_READERS = 20;

/** Requests of one serial number from one address: a burst of 120, then 2 a second (polls every 10 s, punches). */
export const PER_READER = { burst: 120, perSecond: 2 } as const;
/** Requests from one address, whatever serials it names (several readers may share one behind a router). */
export const PER_ADDRESS = { burst: 600, perSecond: 20 } as const;

/**
 * Token buckets by key: each key may make `burst` requests at once and then `perSecond` on average. Kept in memory
 * per process, for at most `maxKeys` keys (the least recently used are forgotten, which only ever lets a caller in).
 */
export class RequestBudget {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly limit: { readonly burst: number; readonly perSecond: number },
    private readonly maxKeys = 10_000,
  ) {}

  /** Spends one request of the key at `nowMs`: 0 when it may go on, else the seconds until it may call again. */
  take(key: string, nowMs: number): number {
    const bucket = this.buckets.get(key);
    this.buckets.delete(key);
    const elapsedSeconds = bucket ? Math.max(0, nowMs - bucket.at) / 1000 : 0;
    const tokens = bucket
      ? Math.min(this.limit.burst, bucket.tokens + elapsedSeconds * this.limit.perSecond)
      : this.limit.burst;
    const allowed = tokens >= 1;
    this.buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at: nowMs });
    if (this.buckets.size > this.maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
    return allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / this.limit.perSecond));
  }
}

/** Non-empty lines of a body, counted without splitting it. */
export function recordCount(body: string): number {
  let count = 0;
  let content = false;
  for (let i = 0; i < body.length; i++) {
    const code = body.charCodeAt(i);
    if (code === 10) {
      if (content) count++;
      content = false;
    } else if (code !== 13 && code !== 32 && code !== 9) {
      content = true;
    }
  }
  return content ? count + 1 : count;
}
