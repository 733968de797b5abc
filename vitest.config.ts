import { defineConfig } from 'vitest/config';

// Two projects: `unit` (tests/unit and the bad-input table: in memory or the command line in process, no
// bundle build, no browser) is the inner loop, `npm run test:unit`; `e2e` builds the site and drives servers and
// a browser. Its global setup builds the fixture site once (the compiled command line, the bundles and the
// validators) and serves it; see tests/support/shared-build.ts. `npm test` runs both.
export default defineConfig({
  test: {
    // Files that spawn the generator or a browser; give each room on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/fixtures/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], globalSetup: ['tests/support/global-setup.ts'] },
      },
    ],
  },
});
