import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@tessera/renderer',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The files share the registry, React and the renderer; loading them once per worker instead
    // of once per file halves the run. No test mocks modules or leaves global state behind.
    isolate: false,
  },
});
