import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // CLI tests spawn the generator; give each file room on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
