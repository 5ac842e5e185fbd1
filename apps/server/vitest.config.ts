import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@tessera/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database (a PGlite copy or a PostgreSQL clone); two at a time fit 2 cores.
    pool: 'forks',
    // Each file builds its own app over its own database, so the files can share loaded modules
    // (once per worker, not once per file: the run takes half the time). Nothing mocks modules.
    isolate: false,
    maxWorkers: 2,
    // Vitest runs projects with their own worker limit as a separate group, after the pure-logic packages.
    sequence: { groupOrder: 1 },
  },
});
