import type { Server as HttpServer } from 'node:http';
import { fastifyCookie } from '@fastify/cookie';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Server } from 'socket.io';
import type { Socket } from 'socket.io';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { CHANGED_EVENT, ME_TOPIC, topicRoom } from '@gym/kernel/realtime/realtime-contract';
import type { ClientToServerEvents, ServerToClientEvents } from '@gym/kernel/realtime/realtime-contract';
import { allows } from '../auth/access.js';
import type { Access, Authenticated } from '../auth/access.js';
import { SESSION_COOKIE } from '../auth/authentication.js';
import type { Authenticator } from '../auth/authenticator.js';
import type { ProjectionProgress } from './projection-progress.js';
import { TOPIC_ACCESS } from '@gym/modules/topics';

interface SocketData {
  auth: Authenticated;
  token: string;
}

type GatewaySocket = Socket<ClientToServerEvents, ServerToClientEvents, never, SocketData>;

const sessionRoom = (tokenHash: Buffer) => `session:${tokenHash.toString('hex')}`;
const userRoom = (userId: number) => `user:${userId}`;

/**
 * socket.io on the app's own HTTP server. A client must present a live session (the cookie, or `auth.token`); it
 * joins the room of every topic its permissions allow, so a change notice reaches only clients that may read it. The
 * PostgreSQL adapter shares rooms between command-service instances and receives the projection-service's notices.
 */
export class SocketGateway {
  readonly io: Server<ClientToServerEvents, ServerToClientEvents, never, SocketData>;

  constructor(
    server: HttpServer,
    pool: Pool,
    private readonly authenticator: Authenticator,
    private readonly log: Logger,
    progress: ProjectionProgress,
    /** Which topics a client may hear (the modules' topics and their access). */
    private readonly topicAccess: Readonly<Record<string, Access>> = TOPIC_ACCESS,
  ) {
    this.io = new Server(server, { path: '/socket.io', serveClient: false });
    this.io.adapter(
      createAdapter(pool, { errorHandler: (error) => log.warn({ err: error }, 'socket.io adapter error') }),
    );
    this.io.use((socket, next) => {
      this.admit(socket)
        .then(() => next())
        .catch((error: Error) => next(error));
    });
    this.io.on('connection', (socket) => this.join(socket));
    // A role's flags or a user's account changed: re-check what every connected client may hear. Only when the
    // accounts tables changed: the projector also reports moving past everyone else's events (every check-in), and
    // forgetting every session then sent each request of a busy desk back to the database.
    progress.on('progress', (projector, changed) => {
      if (projector !== 'accounts' || !changed) return;
      this.authenticator.forgetAll();
      void this.recheckAll();
    });
  }

  private async admit(socket: GatewaySocket): Promise<void> {
    const fromAuth = (socket.handshake.auth as { token?: unknown }).token;
    const cookieHeader = socket.request.headers.cookie;
    const token =
      typeof fromAuth === 'string'
        ? fromAuth
        : cookieHeader
          ? fastifyCookie.parse(cookieHeader)[SESSION_COOKIE]
          : undefined;
    const auth = token
      ? await this.authenticator.authenticate(token, typeof fromAuth === 'string' ? 'bearer' : 'cookie')
      : null;
    if (!auth || !token) throw new Error('unauthorized');
    socket.data = { auth, token };
  }

  private join(socket: GatewaySocket): void {
    const { auth } = socket.data;
    void socket.join([sessionRoom(auth.tokenHash), userRoom(auth.user.id), ...this.topicRooms(auth)]);
  }

  private topicRooms(auth: Authenticated): string[] {
    return Object.entries(this.topicAccess)
      .filter(([, access]) => allows(auth.user, access))
      .map(([topic]) => topicRoom(topic));
  }

  private async recheckAll(): Promise<void> {
    for (const socket of await this.io.local.fetchSockets()) {
      const data = socket.data;
      const auth = await this.authenticator.authenticate(data.token, data.auth.via).catch(() => null);
      if (!auth) {
        socket.disconnect(true);
        continue;
      }
      const before = data.auth.user;
      data.auth = auth;
      // Their own role, flags or name changed: tell the client so it reloads the signed-in user (menus, guards).
      if (
        JSON.stringify([before.role, before.name, before.permissions]) !==
        JSON.stringify([auth.user.role, auth.user.name, auth.user.permissions])
      ) {
        socket.emit(CHANGED_EVENT, { topics: [ME_TOPIC], position: 0 });
      }
      const allowed = new Set(this.topicRooms(auth));
      for (const room of socket.rooms) if (room.startsWith('topic:') && !allowed.has(room)) socket.leave(room);
      socket.join([...allowed]);
    }
  }

  /**
   * Whether the PostgreSQL adapter holds its LISTEN connection (notices from the projection service and the other
   * instances arrive only through it). The adapter has no public accessor: this reads its client as version 0.5 keeps
   * it, and reports "not listening" should a later version keep it elsewhere, so a change cannot pass unnoticed.
   */
  adapterListening(): boolean {
    const adapter = this.io.of('/').adapter as unknown as { client?: { client?: unknown } };
    return adapter.client?.client !== undefined;
  }

  /** Logout: the session's sockets close at once, on every instance. */
  disconnectSession(tokenHash: Buffer): void {
    this.io.in(sessionRoom(tokenHash)).disconnectSockets(true);
  }

  /** The user changed their own password on one session: the sockets of their other sessions close. */
  disconnectUserExcept(userId: number, keep: Buffer): void {
    this.io.in(userRoom(userId)).except(sessionRoom(keep)).disconnectSockets(true);
  }

  /** Account disabled or password reset: all of the user's sockets close. */
  disconnectUser(userId: number): void {
    this.io.in(userRoom(userId)).disconnectSockets(true);
  }

  async close(): Promise<void> {
    await this.io.close().catch((error: unknown) => this.log.warn({ err: error }, 'closing socket.io'));
  }
}
