import { z } from 'zod';
import { apiCommand } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency';

/**
 * Revokes the session on the server. Sent without waiting (spec section 4) and kept alive past the page change;
 * a failure (no session any more, offline) changes nothing for the user, who is signed out locally anyway.
 */
export function sendLogout(): void {
  apiCommand('POST', '/api/auth/logout', z.unknown(), {
    idempotencyKey: newIdempotencyKey(),
    sessionExpiryOn401: false,
    keepalive: true,
  }).catch(() => undefined);
}
