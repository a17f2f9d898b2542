import type { ConnectionState } from './socket';

/** While the socket is down the dashboard polls (spec section 9: 3000 ms). */
export const DASHBOARD_POLL_MS = 3000;
/** A forced refresh that invalidates the dashboard's data runs this often, socket or not (spec section 9). */
export const DASHBOARD_FORCED_REFRESH_MS = 30_000;

/**
 * How often a dashboard query refetches on its own: never while pushes arrive through the socket (a `changed`
 * notice refetches at once), every 3 s while the socket is not connected.
 */
export function pollInterval(state: ConnectionState): number | false {
  return state === 'connected' ? false : DASHBOARD_POLL_MS;
}
