import { defineConfig } from 'vitest/config';

// Workspace packages export `source` (TypeScript) next to `default` (compiled); tests run the source.
const conditions = ['source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    globalSetup: ['./infra/src/testing/database-server.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Polled assertions wait for what a busy 2-core machine may take a few seconds to show (a push, a refetch);
    // vitest's default of 1 s made them race the page.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'services',
          include: ['{events,kernel,modules,projection-service,command-service,infra}/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['ui/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        extends: true,
        test: {
          name: 'api+e2e',
          include: ['test/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
    ],
  },
});
