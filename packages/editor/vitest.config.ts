import { defineConfig } from 'vitest/config';

// Model tests (store, history, commands, clipboard, drop rules, autosave) run in Node: the editor's
// logic is kept out of components so it can be tested without a DOM. The UI half (`*.test.tsx`)
// runs under happy-dom with the TestEditor harness: vitest.ui.config.ts.
export default defineConfig({
  test: { name: '@tessera/editor', include: ['src/**/*.test.ts'], isolate: false },
});
