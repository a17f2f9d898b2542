import { GenericContainer, getContainerRuntimeClient, Wait } from 'testcontainers';

/** KurrentDB 25.1+ (atomic multi-stream appends); the adapter needs no more. */
export const KURRENTDB_IMAGE = 'docker.kurrent.io/kurrent-latest/kurrentdb:latest';

/** How to run the KurrentDB tests, for the line printed where they cannot run. */
export const HOW_TO_RUN_KURRENTDB_TESTS =
  'run `npm run test:kurrentdb` where Docker or Podman answers (it starts KurrentDB with testcontainers), ' +
  'or set KURRENTDB_URL=kurrentdb://host:2113?tls=false to use a running server';

export interface KurrentDbServer {
  readonly url: string;
  stop(): Promise<void>;
}

export type KurrentDbSource =
  | { readonly kind: 'url'; readonly url: string }
  | { readonly kind: 'container' }
  | { readonly kind: 'none'; readonly reason: string };

/** Where a KurrentDB server can come from here: KURRENTDB_URL, else a container engine, else nowhere (and why). */
export async function kurrentDbSource(env: NodeJS.ProcessEnv = process.env): Promise<KurrentDbSource> {
  if (env.KURRENTDB_URL) return { kind: 'url', url: env.KURRENTDB_URL };
  try {
    await getContainerRuntimeClient();
    return { kind: 'container' };
  } catch (error) {
    return { kind: 'none', reason: `no KURRENTDB_URL and no container engine (${(error as Error).message})` };
  }
}

/** A throw-away KurrentDB in a container, insecure (no TLS) on a random local port, ready when its health says so. */
export async function startKurrentDbContainer(): Promise<KurrentDbServer> {
  const container = await new GenericContainer(KURRENTDB_IMAGE)
    .withEnvironment({ KURRENTDB_INSECURE: 'true', KURRENTDB_RUN_PROJECTIONS: 'None' })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCodeMatching((code) => code >= 200 && code < 300))
    .withStartupTimeout(240_000)
    .start();
  return {
    url: `kurrentdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
    stop: async () => {
      await container.stop();
    },
  };
}

/** The server a test run uses: the one at KURRENTDB_URL (left running), or a container started for it. */
export async function provideKurrentDb(source: KurrentDbSource): Promise<KurrentDbServer> {
  if (source.kind === 'url') return { url: source.url, stop: async () => {} };
  if (source.kind === 'container') return startKurrentDbContainer();
  throw new Error(`KurrentDB is not available: ${source.reason}; ${HOW_TO_RUN_KURRENTDB_TESTS}`);
}
