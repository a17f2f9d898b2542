import type { FastifyRequest } from 'fastify';
import type { Access } from '../permissions/access.js';
import type { Permissions } from '../permissions/permissions.js';
import { requestRefusals } from './request-refusals.js';
import type { Language } from '../contracts/language.js';

/** A staff member as a session resolves them: who they are and what their role lets them do. */
export interface StaffUser {
  readonly id: number;
  readonly username: string;
  readonly name: string;
  readonly email: string | null;
  readonly role: string;
  readonly roleName: string;
  readonly avatar: string | null;
  /** The language the account chose for the app (issue 46); none yet: the browser's or the gym's. */
  readonly language: Language | null;
  readonly permissions: Permissions;
  readonly disabled: boolean;
}

/** The session of a request, resolved by command-service's authentication hook before any route runs. */
export interface RequestAuth {
  readonly user: StaffUser;
  readonly tokenHash: Buffer;
  /** How the request proved its session: the browser's cookie (CSRF rule applies) or a Bearer token. */
  readonly via: 'cookie' | 'bearer';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The command decides from the log alone, reading no read table: it need not wait for the read model to show
     * the writes acknowledged before it (see command-service's `commands-see-earlier-writes.ts`). The check-in,
     * whose rush hour sets the desk's pace, is one.
     */
    decidesFromTheLogAlone?: true;
    /**
     * The projectors whose read tables the command reads before it decides: it waits for those alone to show the
     * writes acknowledged before it, not for every projector (the class booking reads the classes' tables only, and
     * waiting for the audit trail and the reports to apply the desk's previous booking tripled its time).
     */
    readsTablesOf?: readonly string[];
    /**
     * The command reads its log streams before the read tables: the wait for the tables runs beside those reads, and
     * the handler awaits `request.tablesCaughtUp` just before its first read-table query (a booking's round trips to
     * the log no longer queue behind the classes' projector applying the desk's previous booking).
     */
    readsTablesLate?: true;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
    /** With `readsTablesLate`: settles once the read tables the command reads show the writes acknowledged before it. */
    tablesCaughtUp: Promise<void> | null;
  }
}

/** The signed-in user of a route that declared `authenticated` or a permission (the hook guarantees one). */
export function signedIn(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw requestRefusals.problem(401, 'sign_in');
  return request.auth;
}
