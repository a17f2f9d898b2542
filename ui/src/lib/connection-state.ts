export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'offline';

/** A loss shorter than this (a proxy recycling the socket, a server restart) is not worth alarming the desk. */
export const RECONNECTING_GRACE_MS = 2000;

interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * What the header says about the realtime connection. The first connect is "connecting", never "reconnecting"
 * (issue 10, item 13: it flashed right after sign-in); a lost connection shows "reconnecting" only once it has
 * stayed lost for RECONNECTING_GRACE_MS, until then the last state stays on screen.
 */
export class ConnectionStatus {
  private current: ConnectionState = 'offline';
  private everConnected = false;
  private pending: unknown = undefined;

  constructor(
    private readonly onChange: (state: ConnectionState) => void,
    private readonly timers: Timers = realTimers,
  ) {}

  get state(): ConnectionState {
    return this.current;
  }

  /** A new socket starts its first connect. */
  starting(): void {
    this.everConnected = false;
    this.set('connecting');
  }

  connected(): void {
    this.everConnected = true;
    this.set('connected');
  }

  /** Lost, and socket.io is trying again on its own. */
  retrying(): void {
    if (!this.everConnected) {
      this.set('connecting');
      return;
    }
    if (this.current === 'reconnecting' || this.pending !== undefined) return;
    this.pending = this.timers.setTimeout(() => {
      this.pending = undefined;
      this.set('reconnecting');
    }, RECONNECTING_GRACE_MS);
  }

  /** Closed on purpose (logout, the server ended the session) or refused: no retry follows. */
  stopped(): void {
    this.set('offline');
  }

  private set(next: ConnectionState): void {
    if (this.pending !== undefined && next !== 'reconnecting') {
      this.timers.clearTimeout(this.pending);
      this.pending = undefined;
    }
    if (next === this.current) return;
    this.current = next;
    this.onChange(next);
  }
}
