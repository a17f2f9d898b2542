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
 * One key per user action. A retry (automatic after a network failure, or the user pressing Save again on the same
 * data) reuses the key, so the server stores nothing twice and answers as the first time.
 */
export function useIdempotencyKeys(): IdempotencyKeys {
  const last = useRef<{ payload: string; key: string } | null>(null);
  const keyFor = useCallback((payload: unknown) => {
    const serialized = serialize(payload);
    if (last.current?.payload !== serialized) last.current = { payload: serialized, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
  const done = useCallback(() => {
    last.current = null;
  }, []);
  return useMemo(() => ({ keyFor, done }), [keyFor, done]);
}

function serialize(payload: unknown): string {
  return JSON.stringify(payload, (_key, value: unknown) =>
    // A file is identified by what the user picked; JSON.stringify would turn every File into {}.
    value instanceof File ? `file:${value.name}:${value.size}:${value.lastModified}` : value,
  );
}
