/**
 * Errors worth retrying as they are (the connection or the server, not the handler's logic) and how long to wait
 * between tries. Shared by the projectors and the reactors: both retry these for as long as they run, because giving
 * up stopped them for good when a busy shared server ran out of connections or restarted.
 */

/** The longest wait between two tries after a transient failure. */
export const MAX_TRANSIENT_BACKOFF_MS = 5000;

/** Errors from the connection or the server, not from the code that ran. */
export function isTransient(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code ?? '';
  return (
    code.startsWith('08') || // connection exception
    code === '40001' || // serialization failure
    code === '40P01' || // deadlock
    code === '57P01' || // admin shutdown
    code === '57P03' || // cannot connect now
    code === '53300' || // too many connections
    ['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT'].includes(code) ||
    /Connection terminated|connection timeout/i.test((error as Error | null)?.message ?? '')
  );
}

/** The wait before try `attempt + 1`: doubling from `firstMs`, never above `maxMs`. */
export function backoffMs(attempt: number, firstMs = 100, maxMs = MAX_TRANSIENT_BACKOFF_MS): number {
  return Math.min(firstMs * 2 ** (attempt - 1), maxMs);
}
