import { defineConfig } from 'vitest/config';

// The editor's UI half (panels, field controls, text editing, overlay, drag) under happy-dom,
// driven through the TestEditor harness (test/test-editor.tsx). Model tests stay in Node
// (vitest.config.ts).
export default defineConfig({
  test: {
    name: '@tessera/editor-ui',
    include: ['src/**/*.test.tsx'],
    environment: 'happy-dom',
  },
});
