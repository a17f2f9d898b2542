// `npm run test:kurrentdb`: the event store contract suite and the desk's API tests with the log in KurrentDB. Uses
// the server at KURRENTDB_URL, or starts one with testcontainers where a container engine (Docker, Podman) answers.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOW_TO_RUN_KURRENTDB_TESTS, kurrentDbSource, provideKurrentDb } from '@gym/events/testing/kurrentdb-server';

/** The adapter's contract on the real server, then the API tests the desk relies on, each app in its own namespace. */
const TEST_FILES = [
  'events/src/kurrentdb/kurrentdb-event-store.test.ts',
  'test/src/api/desk.test.ts',
  'test/src/api/check-ins.test.ts',
  'test/src/api/dashboard.test.ts',
  'test/src/api/personal-training.test.ts',
  'test/src/api/settings.test.ts',
  'test/src/api/realtime.test.ts',
  'test/src/api/health.test.ts',
  'test/src/api/scale-out.test.ts',
];

const root = fileURLToPath(new URL('../../../', import.meta.url));
// vitest's command-line entry (its package.json `bin`), which its exports map does not name.
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');

const source = await kurrentDbSource();
if (source.kind === 'none') {
  console.error(`Cannot run the KurrentDB tests: ${source.reason}.\nTo run them, ${HOW_TO_RUN_KURRENTDB_TESTS}.`);
  process.exit(1);
}
if (source.kind === 'container') console.warn('Starting KurrentDB in a container (the first pull takes a while)...');
const server = await provideKurrentDb(source);
console.warn(`KurrentDB at ${server.url}`);

const run = spawn(process.execPath, [vitest, 'run', ...TEST_FILES, ...process.argv.slice(2)], {
  cwd: root,
  env: { ...process.env, KURRENTDB_URL: server.url },
  stdio: 'inherit',
});
const stop = () => run.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
const code = await new Promise<number>((resolve) => run.once('exit', (exitCode) => resolve(exitCode ?? 1)));
await server.stop();
process.exit(code);
