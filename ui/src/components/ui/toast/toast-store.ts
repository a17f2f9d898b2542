import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; default 5000 (spec section 9). */
  duration?: number;
  action?: { label: string; altText: string; onClick: () => void };
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export const DEFAULT_TOAST_DURATION_MS = 5000;
/** A closed toast stays mounted this long so its closing animation can finish (spec: removed after 3000 ms). */
const REMOVE_DELAY_MS = 3000;

let toasts: readonly ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function publish(next: readonly ToastItem[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Closes a toast (animation), then forgets it. */
export function dismissToast(id: string): void {
  publish(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => publish(toasts.filter((item) => item.id !== id || item.open)), REMOVE_DELAY_MS);
}

/**
 * Shows a notification from anywhere (components, mutation callbacks, plain modules). Only one is shown at a time
 * (spec section 4): a new toast replaces the current one.
 */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter += 1;
  const id = `toast-${counter}`;
  publish([{ ...input, id, open: true }]);
  return { id, dismiss: () => dismissToast(id) };
}

/** The notifications as they are now (what the Toaster renders). */
export function getToasts(): readonly ToastItem[] {
  return toasts;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}
