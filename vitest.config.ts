import { defineConfig } from 'vitest/config';

// One run covers every workspace's unit and API tests; e2e has its own config (it needs a build).
export default defineConfig({
  test: {
    projects: ['packages/*', 'packages/editor/vitest.ui.config.ts', 'apps/server', 'apps/web'],
  },
});
