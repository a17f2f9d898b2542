import { execFile, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { UnsupportedError } from '@kurrent/kurrentdb-client';
import { afterAll, beforeAll, describe } from 'vitest';
import { metadata, eventStoreContract } from '../store/event-store.contract.js';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';

/*
 * The adapter contract suite on a real KurrentDB: the server at KURRENTDB_URL, or a throwaway container when a
 * container engine answers. Without either the suite is reported as skipped, and one line says so and how to run it.
 */

const IMAGE = 'docker.kurrent.io/kurrent-latest/kurrentdb:latest';
const NOT_RUN =
  'KurrentDB contract suite NOT RUN: set KURRENTDB_URL=kurrentdb://host:2113?tls=false (or provide a Docker engine) to run it';
const STARTUP_TIMEOUT_MS = 240_000;

const execFileAsync = promisify(execFile);

interface Server {
  readonly url: string;
  stop(): Promise<void>;
}

type ServerSource = { readonly url: string } | 'docker' | null;

function serverSource(): ServerSource {
  const url = process.env.KURRENTDB_URL;
  if (url) return { url };
  return dockerAnswers() ? 'docker' : null;
}

/** Whether a container engine is there to start the server in (the CLI alone is not enough). */
function dockerAnswers(): boolean {
  return spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 20_000 }).status === 0;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('No free port');
  return address.port;
}

async function startContainer(): Promise<Server> {
  const port = await freePort();
  const { stdout } = await execFileAsync(
    'docker',
    [
      'run',
      '-d',
      '--rm',
      '-p',
      `${port}:2113`,
      '-e',
      'KURRENTDB_INSECURE=true',
      '-e',
      'KURRENTDB_RUN_PROJECTIONS=None',
      IMAGE,
    ],
    { timeout: STARTUP_TIMEOUT_MS },
  );
  const containerId = stdout.trim();
  return {
    url: `kurrentdb://127.0.0.1:${port}?tls=false`,
    stop: async () => {
      await execFileAsync('docker', ['stop', containerId], { timeout: 60_000 });
    },
  };
}

/**
 * Until the server takes an atomic two-stream append (which also proves it is 25.1+), retrying while it starts. A
 * server too old for multiStreamAppend fails at once rather than after the timeout.
 */
async function waitUntilReady(url: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    const store = new KurrentDbEventStore(url);
    try {
      await store.appendToStreams(
        ['a', 'b'].map((name) => ({
          streamId: `contract-probe-${name}-${randomUUID()}`,
          expectedVersion: 0,
          events: [{ type: 'ContractProbe', data: {} }],
        })),
        { metadata: metadata() },
      );
      return;
    } catch (error) {
      if (error instanceof UnsupportedError)
        throw new Error(`KurrentDB at ${url} is older than 25.1`, { cause: error });
      if (Date.now() > deadline) throw new Error(`KurrentDB at ${url} did not answer`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      await store.close();
    }
  }
}

const source = serverSource();
if (!source) console.warn(NOT_RUN);

describe.skipIf(source === null)('KurrentDB server', () => {
  let server: Server | null = null;

  beforeAll(async () => {
    server = source === 'docker' ? await startContainer() : { url: source!.url, stop: async () => {} };
    await waitUntilReady(server.url);
  }, STARTUP_TIMEOUT_MS + 60_000);

  afterAll(async () => {
    await server?.stop();
  }, 90_000);

  eventStoreContract('kurrentdb', async () => ({
    canDelayCommits: false,
    // A client per store: the suite closes one store while it keeps using the other.
    createStore: async () => new KurrentDbEventStore(server!.url, { pollIntervalMs: 250 }),
    dispose: async () => {},
  }));
});
