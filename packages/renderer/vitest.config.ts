import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: '@tessera/renderer', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
});
