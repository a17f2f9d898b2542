/**
 * Browser storage. Authentication never lives here (the session is an httpOnly cookie, DESIGN section 5); the keys
 * below are what the spec's earlier client kept, cleared so a browser that used it starts clean.
 */
export const LEGACY_AUTH_LOCAL_KEYS = [
  'authToken',
  'userData',
  'isAdminUser',
  'cachedAdminUser',
  'adminUser',
  'user',
] as const;
export const LEGACY_AUTH_SESSION_KEYS = ['adminMenuForced'] as const;

/** What `?clear=true` removes (spec section 2): token, admin flag, cached admin user, forced-admin-menu flag. */
const CLEAR_PARAM_LOCAL_KEYS = ['authToken', 'isAdminUser', 'cachedAdminUser'] as const;

// Storage can throw (disabled cookies, some private modes); the app must still work without it.
function attempt(action: () => void): void {
  try {
    action();
  } catch {
    // Nothing stored means nothing to clear.
  }
}

export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  attempt(() => window.localStorage.setItem(key, value));
}

export function removeLegacyAuthKeys(): void {
  attempt(() => LEGACY_AUTH_LOCAL_KEYS.forEach((key) => window.localStorage.removeItem(key)));
  attempt(() => LEGACY_AUTH_SESSION_KEYS.forEach((key) => window.sessionStorage.removeItem(key)));
}

export function removeClearParamKeys(): void {
  attempt(() => CLEAR_PARAM_LOCAL_KEYS.forEach((key) => window.localStorage.removeItem(key)));
  attempt(() => LEGACY_AUTH_SESSION_KEYS.forEach((key) => window.sessionStorage.removeItem(key)));
}

/** What a wipe of login data keeps: the language this browser reads in is not login data (issue 46). */
const KEPT_LOCAL_KEYS = ['gym.locale'] as const;

/** Wipes local and session storage of this origin (reset login data, demo shortcuts, admin cleaner). */
export function clearAllStorage(): void {
  removeLegacyAuthKeys();
  const kept = KEPT_LOCAL_KEYS.map((key) => [key, readLocal(key)] as const);
  attempt(() => window.localStorage.clear());
  for (const [key, value] of kept) if (value !== null) writeLocal(key, value);
  attempt(() => window.sessionStorage.clear());
}
