import { defineConfig } from 'vitest/config';

// The files share the registry, loaded once per worker (isolate: false); no test mocks modules.
export default defineConfig({
  test: { name: '@tessera/elements', include: ['src/**/*.test.ts'], isolate: false },
});
