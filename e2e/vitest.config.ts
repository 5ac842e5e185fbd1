import { defineConfig } from 'vitest/config';

// End-to-end tests drive the built app (npm run build first) in the system Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.test.ts'],
    // One migrated, seeded first start that every file's server copies (fixtures/server.ts).
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A browser on a busy two-core machine can take seconds to show what a poll waits for;
    // a poll that gives up after vitest's default second fails tests for no product reason.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // One browser and one server at a time: the machine has two cores.
    fileParallelism: false,
  },
});
