import { defineConfig } from 'vitest/config';
import { scratchInMemory } from './tests/support/scratch.ts';
import { LongestFirst } from './tests/support/sequencer.ts';

// The tests' copies in memory when the machine has room (tests/support/scratch.ts).
scratchInMemory();

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
    sequence: { sequencer: LongestFirst },
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        // One module graph per worker rather than per file: the unit files import the same generator modules, and
        // loading them again for each file was a third of the project's time. They restore what they mock.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/fixtures/**/*.test.ts'], isolate: false },
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
