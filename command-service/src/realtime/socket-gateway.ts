import type { Server as HttpServer } from 'node:http';
import { fastifyCookie } from '@fastify/cookie';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Server } from 'socket.io';
import type { Socket } from 'socket.io';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { CHANGED_EVENT, ME_TOPIC } from '@gym/kernel/realtime/realtime-contract';
import type { ChangeNotice, ClientToServerEvents, ServerToClientEvents } from '@gym/kernel/realtime/realtime-contract';
import { allows } from '../auth/access.js';
import type { Access, Authenticated } from '../auth/access.js';
import { SESSION_COOKIE } from '../auth/authentication.js';
import type { Authenticator } from '../auth/authenticator.js';
import type { ProjectionProgress } from './projection-progress.js';
import { TOPIC_ACCESS } from '@gym/modules/topics';

interface SocketData {
  auth: Authenticated;
  token: string;
  /** The room of the topics the user may read (`readableRoom`), joined at connection and on every re-check. */
  readable?: string;
}

type GatewaySocket = Socket<ClientToServerEvents, ServerToClientEvents, never, SocketData>;

const sessionRoom = (tokenHash: Buffer) => `session:${tokenHash.toString('hex')}`;
const userRoom = (userId: number) => `user:${userId}`;
/** The local room of the sockets whose users may read exactly these topics (in the order of the topic list). */
const readableRoom = (topics: readonly string[]) => `readable:${topics.join(',')}`;

/**
 * socket.io on the app's own HTTP server. A client must present a live session (the cookie, or `auth.token`); it
 * joins the room of the set of topics its permissions allow, and a change notice reaches it as one packet with those
 * of the notice's topics it may read, never another. The PostgreSQL adapter shares the session and user rooms between
 * command-service instances (a sign-out on one closes the sockets on all).
 *
 * The fan-out of change notices is each instance's own: the projection runner NOTIFYs one notice per step of the log
 * (`ProjectionProgress` hears it, on every instance), and the notices heard in one turn of the event loop go to each
 * of this instance's readable rooms as one `io.local` broadcast with the room's share of the topics: encoded once a
 * room, written once a socket. Until 2026-12-05 the runner broadcast one adapter packet per topic to a room per topic,
 * and a check-in cost each socket three writes (check-ins, members, the dashboard): with 1,000 sockets connected,
 * half of command-service's CPU went to `writev` (docs/benchmark-log.md). Rooms per permission set filled by the
 * projection service would have kept the adapter's wire, but the runner cannot know which sets the connected users
 * have, and merging the notices that arrive together takes the instance anyway.
 */
export class SocketGateway {
  readonly io: Server<ClientToServerEvents, ServerToClientEvents, never, SocketData>;
  /** The readable rooms of this instance's sockets and the topics of each (a room forgotten once it empties). */
  private readonly readableRooms = new Map<string, ReadonlySet<string>>();
  /** Change notices heard in this turn of the event loop, merged. */
  private pending: { topics: Set<string>; position: number } | null = null;

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
    progress.on('changes', (notice) => this.push(notice));
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
    const readable = this.readableRoomOf(auth);
    socket.data.readable = readable;
    void socket.join([sessionRoom(auth.tokenHash), userRoom(auth.user.id), readable]);
  }

  /** The readable room of a signed-in user, remembered with its topics for the fan-out. */
  private readableRoomOf(auth: Authenticated): string {
    const topics = Object.entries(this.topicAccess)
      .filter(([, access]) => allows(auth.user, access))
      .map(([topic]) => topic);
    const room = readableRoom(topics);
    if (!this.readableRooms.has(room)) this.readableRooms.set(room, new Set(topics));
    return room;
  }

  /** Takes a change notice; those of one turn of the event loop go out together (see `flush`). */
  private push(notice: ChangeNotice): void {
    if (this.pending) {
      for (const topic of notice.topics) this.pending.topics.add(topic);
      this.pending.position = Math.max(this.pending.position, notice.position);
      return;
    }
    this.pending = { topics: new Set(notice.topics), position: notice.position };
    setImmediate(() => this.flush());
  }

  /**
   * One packet to each socket of this instance: in each readable room, the pending topics its users may read, at the
   * furthest position pending (the browser refetches with it, so every merged change is in what it reads back).
   */
  private flush(): void {
    const pending = this.pending;
    this.pending = null;
    if (!pending) return;
    const rooms = this.io.of('/').adapter.rooms;
    for (const [room, readable] of this.readableRooms) {
      if (!rooms.has(room)) {
        // Its last socket left.
        this.readableRooms.delete(room);
        continue;
      }
      const topics = [...pending.topics].filter((topic) => readable.has(topic));
      if (topics.length > 0) this.io.local.to(room).emit(CHANGED_EVENT, { topics, position: pending.position });
    }
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
      // Into the room of what they may read now, out of the other (both at once: no notice falls between them).
      const readable = this.readableRoomOf(auth);
      if (data.readable !== readable) {
        if (data.readable) socket.leave(data.readable);
        data.readable = readable;
        socket.join(readable);
      }
    }
  }

  /**
   * Whether the PostgreSQL adapter holds its LISTEN connection (the other instances' sign-outs and health queries
   * arrive only through it; change notices come through `ProjectionProgress`). The adapter has no public accessor:
   * this reads its client as version 0.5 keeps it, and reports "not listening" should a later version keep it
   * elsewhere, so a change cannot pass unnoticed.
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
