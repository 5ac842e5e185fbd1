import { defineConfig } from 'vitest/config';

// Pure-logic tests only: no DOM library is installed, so screens are kept thin over tested functions.
export default defineConfig({
  test: {
    name: '@tessera/web',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure functions: the files load their modules once per worker, not once per file.
    isolate: false,
  },
});
