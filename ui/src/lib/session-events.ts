/**
 * The api client learns that the session is gone (any 401); the app decides what that means (clear the session's
 * cached data, go to /login). A tiny registry keeps the client free of router and cache imports.
 */
type Handler = () => void;

let handler: Handler | undefined;

export function onSessionExpired(next: Handler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = undefined;
  };
}

export function notifySessionExpired(): void {
  handler?.();
}
