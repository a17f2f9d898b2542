import { useCallback, useMemo, useRef } from 'react';

/**
 * A fresh Idempotency-Key. `crypto.randomUUID` exists only in secure contexts, and a desk PC may open the app over
 * plain http on the local network, so fall back to a v4 UUID built from `getRandomValues` (available everywhere).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface IdempotencyKeys {
  /** The key of this action: the same while the same payload is retried, a new one once the payload changes. */
  keyFor(payload: unknown): string;
  /** The action succeeded: the next one is a new action. */
  done(): void;
}

/**
 * One key per user action (DESIGN section 3, issue 11 item 3). A retry of that action (automatic after a network
 * failure, or the user pressing Save again on the same data before it succeeded) reuses the key, so the server
 * stores nothing twice and answers as the first time. Anything else is a new action with a new key: once the action
 * succeeded, or as soon as the payload differs (the server would refuse a key reused for another request with 422).
 * The payload names everything the request carries, the address's ids included.
 */
export class ActionKeys implements IdempotencyKeys {
  private last: { payload: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = newIdempotencyKey) {}

  keyFor(payload: unknown): string {
    const serialized = serialize(payload);
    if (this.last?.payload !== serialized) this.last = { payload: serialized, key: this.newKey() };
    return this.last.key;
  }

  done(): void {
    this.last = null;
  }
}

/** The action keys of one mutation hook, kept for the component's life. */
export function useIdempotencyKeys(): IdempotencyKeys {
  const keys = useRef<ActionKeys>(null);
  keys.current ??= new ActionKeys();
  const keyFor = useCallback((payload: unknown) => keys.current!.keyFor(payload), []);
  const done = useCallback(() => keys.current!.done(), []);
  return useMemo(() => ({ keyFor, done }), [keyFor, done]);
}

function serialize(payload: unknown): string {
  return JSON.stringify(payload, (_key, value: unknown) =>
    // A file is identified by what the user picked; JSON.stringify would turn every File into {}.
    value instanceof File ? `file:${value.name}:${value.size}:${value.lastModified}` : value,
  );
}

/**
 * A command's input with the Idempotency-Key of the submission sending it: a FormDialog keeps one key per submission
 * (the same when the same values are sent again after a failure), so its mutation hooks take the key rather than
 * making their own.
 */
export interface Keyed<Input> {
  readonly input: Input;
  readonly idempotencyKey: string;
}
