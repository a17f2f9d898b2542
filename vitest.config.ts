import { readdirSync, readFileSync } from 'node:fs';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import HeavyFirstSequencer from './test/src/support/heavy-first-sequencer.js';

// Workspace packages export `source` (TypeScript) next to `default` (compiled); tests run the source.
const conditions = ['source', 'module', 'node', 'development|production'];

/** The PostgreSQL server of the run, and the app template of the API and browser tests (database-server.ts). */
const DATABASE_SERVER = './infra/src/testing/database-server.ts';

const PACKAGES = ['events', 'kernel', 'modules', 'projection-service', 'command-service', 'infra'];
/**
 * What a test beside the code needs besides Node: the database (`inject('databaseServerUrl')`, or a helper from a
 * `…test-database` file that calls it), or processes of its own (the launcher, a clone of the repository). Those are
 * the `services` project; the rest, deciders and other pure logic, is `unit`, which `npm run test:fast` runs in
 * seconds.
 */
const NEEDS_MORE_THAN_NODE = /\binject\(|test-database|LauncherProcess|cloneRepository|\bspawn\(/;
const testsBesideCode = PACKAGES.flatMap((dir) =>
  (readdirSync(`${dir}/src`, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${dir}/src/${file}`),
);
const serviceTests = testsBesideCode.filter((file) => NEEDS_MORE_THAN_NODE.test(readFileSync(file, 'utf8')));
const unitTests = testsBesideCode.filter((file) => !serviceTests.includes(file));

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    // Both cores: vitest's default on two is one worker, and the files then ran one after another while most of
    // them wait on PostgreSQL or the browser (issue 44).
    maxWorkers: 2,
    // The run's figures per project and its slowest files, printed at the end (issue 44).
    reporters: ['default', './test/src/support/durations-reporter.ts'],
    // The longest files first, also on a fresh clone where vitest has no durations of the last run (CI).
    sequence: { sequencer: HeavyFirstSequencer },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Polled assertions wait for what a busy 2-core machine may take a few seconds to show (a push, a refetch);
    // vitest's default of 1 s made them race the page.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    projects: [
      {
        extends: true,
        // No database: `npm run test:fast` runs it on a machine without one. Its files share their worker's module
        // graph (isolate: false), as the API files do: pure logic keeps no state between files, and importing anew
        // for each of some 90 files cost 15 s of the project's 16 (6 s shared, 2026-12-06).
        test: { name: 'unit', include: unitTests, environment: 'node', isolate: false },
      },
      {
        extends: true,
        test: { name: 'services', include: serviceTests, environment: 'node', globalSetup: [DATABASE_SERVER] },
      },
      {
        extends: true,
        // The UI's message catalogues (.po) compile on import, as in the app's build (ui/vite.config.ts).
        plugins: [lingui({ configPath: './ui/lingui.config.ts' })],
        test: {
          name: 'ui',
          include: ['ui/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./ui/src/testing/english-first.ts'],
          // Shared module graph, as the unit project: 29 s → 7 s for the project (2026-12-06). The files render
          // nothing; the one state they share, the translator's language and catalogues, is set again before each
          // (english-first.ts). They pass in shuffled order and each on its own (isolate: true).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api+e2e',
          include: ['test/src/**/*.test.ts'],
          globalSetup: [DATABASE_SERVER],
          environment: 'node',
          testTimeout: 60_000,
          // Files of a worker share its module graph: each imported the whole app anew (179 s of the suite's 703 s of
          // wall time on 2026-12-05, 27 s shared). They share nothing else: each app has its own database, store,
          // caches (per store) and port, and a file that changes the environment puts it back.
          isolate: false,
        },
      },
    ],
  },
});
