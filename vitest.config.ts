import { defineConfig } from 'vitest/config';

// Two projects: `unit` (tests/unit and the bad-input table: in memory or the command line in process, no
// bundle build, no browser) is the inner loop, `npm run test:unit`; `e2e` builds the site and drives servers and
// a browser. Its global setup builds the fixture site once (the compiled command line, the bundles and the
// validators) and serves it; see tests/support/shared-build.ts. `npm test` runs both.
export default defineConfig({
  test: {
    // Files that spawn the generator or a browser; give each room on a 2-core machine.
    testTimeout: 60_000,
    // Three files at a time: vitest's default on a 2-core machine is one, and much of an e2e file's time is spent
    // waiting on a browser, a server or a child process (npm run bench and the notes have the figures).
    maxWorkers: 3,
    // The order is vitest's own: one project's files after the other's (by name: e2e, then unit), so that a worker
    // of a project without isolation runs file after file of it; within a project, failed first, then the
    // longest by the last run's results (node_modules/.vite/vitest/), else the largest file first.
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        // One module graph per worker rather than per file: the unit files import the same generator modules, and
        // loading them again for each file was a third of the project's time. They restore what they mock.
        // Its global setup makes the run's scratch folder and compiles the fixture site's validators once.
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/fixtures/**/*.test.ts'],
          globalSetup: ['tests/support/unit-setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        // Unisolated too: each e2e file would import the generator, Vite and Playwright afresh (much of the run's
        // import time); they share one module graph per worker. No file mocks a module, and each restores
        // what it spies on or stubs.
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          isolate: false,
          // What a user's generate runs under (generator/cli/main.ts sets it): a generate inside a test builds the
          // same bundles as the command line, so one set serves both (shared-build.ts), and renders with React's
          // production build, as the command line does (the development build is about six times slower).
          env: { NODE_ENV: 'production' },
        },
      },
    ],
  },
});
