import type { Pool } from 'pg';
import { findUserById } from '@gym/modules/people/accounts/public';
import type { Authenticated } from './access.js';
import { findSession, hashToken } from './session-store.js';

/**
 * How long a resolved session is reused without asking the database again. Logout, a disabled account, a password
 * reset and any change of roles or accounts forget entries at once in this process; another command-service instance
 * may serve a revoked session for at most this long.
 */
export const SESSION_CACHE_MS = 2000;

interface Entry {
  readonly auth: Omit<Authenticated, 'via'>;
  readonly until: number;
}

/** Resolves session tokens to staff members, remembering the answer briefly (two queries saved per request). */
export class Authenticator {
  private readonly cache = new Map<string, Entry>();

  constructor(private readonly pool: Pool) {}

  async authenticate(token: string, via: Authenticated['via']): Promise<Authenticated | null> {
    const key = hashToken(token).toString('hex');
    const hit = this.cache.get(key);
    if (hit && hit.until > Date.now()) return { ...hit.auth, via };
    this.cache.delete(key);
    const session = await findSession(this.pool, token);
    if (!session) return null;
    const user = await findUserById(this.pool, session.userId);
    if (!user || user.disabled) return null;
    const auth = { user, tokenHash: session.tokenHash };
    this.cache.set(key, { auth, until: Math.min(Date.now() + SESSION_CACHE_MS, session.expiresAt.getTime()) });
    if (this.cache.size > 10_000) this.sweep();
    return { ...auth, via };
  }

  forgetSession(tokenHash: Buffer): void {
    this.cache.delete(tokenHash.toString('hex'));
  }

  forgetUser(userId: number): void {
    for (const [key, entry] of this.cache) if (entry.auth.user.id === userId) this.cache.delete(key);
  }

  /** Roles or accounts changed: every cached permission may be stale. */
  forgetAll(): void {
    this.cache.clear();
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.cache) if (entry.until <= now) this.cache.delete(key);
  }
}
