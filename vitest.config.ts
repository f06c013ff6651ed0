import { defineConfig } from 'vitest/config';

/** One config for both runtimes: the browser client in jsdom, core and server in Node. */
export default defineConfig({
  test: {
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'sw/**/*.test.ts'],
          setupFiles: ['./src/test-setup.ts'],
          // jsdom renders share two cores with the server tests in CI: the 5 s default is too tight there.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // A migrated template database per run: each test's fresh database is a copy of it.
          globalSetup: ['./server/test-support/database-templates.global-setup.ts'],
          env: { TZ: 'UTC' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
