import { useSyncExternalStore } from 'react';
import { readLocal } from './storage';

/**
 * Performance mode (spec section 4): on or off, persisted in local storage. The developer menu that toggles it is not
 * displayed (spec section 2), so it is switched by setting this key to 'true'.
 */
export const PERFORMANCE_MODE_KEY = 'performanceMode';

export function isPerformanceMode(): boolean {
  return readLocal(PERFORMANCE_MODE_KEY) === 'true';
}

function subscribe(onChange: () => void): () => void {
  // `storage` fires when another tab changes the key; this tab only reads it.
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

export function usePerformanceMode(): boolean {
  return useSyncExternalStore(subscribe, isPerformanceMode, () => false);
}
