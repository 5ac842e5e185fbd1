import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: '@tessera/elements', include: ['src/**/*.test.ts'] } });
