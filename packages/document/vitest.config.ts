import { defineConfig } from 'vitest/config';

// Pure functions over plain data: the files load the package once per worker (isolate: false).
export default defineConfig({ test: { include: ['src/**/*.test.ts'], isolate: false } });
