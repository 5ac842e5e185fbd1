/**
 * The page bench/editor loads in Chromium: the editor library on a fixture document, with an
 * in-memory document source and services that answer at once (no network in the timings).
 */
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import type { EditorData } from '@tessera/api-contract';
import {
  Editor,
  type EditorHandle,
  type EditorServices,
  MemoryPendingStore,
  runCommand,
} from '@tessera/editor';
import { elementRegistry, largeFixture, parseDocumentWithRegistry, smallFixture } from '@tessera/elements';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

const which = new URLSearchParams(location.search).get('fixture') === 'large' ? 'large' : 'small';
const parsed = parseDocumentWithRegistry(
  which === 'large' ? largeFixture() : smallFixture(),
  elementRegistry,
);
if (!parsed.ok) throw new Error('fixture does not load');
const document0 = parsed.document;
let version = 1;

const data: EditorData = {
  landing: { id: 1, title: 'Bench', url: 'http://bench.localhost', asset_base: '' },
  pages: [
    { id: 1, name: 'Home', unique_name: 'home', is_home: true, url: 'http://bench.localhost', kind: 'page' },
  ],
  files: { items: [], total: 0 },
  forms: [],
  menus: [],
  blocks: [],
  library_blocks: [],
  currency: '$',
};

const services: EditorServices = {
  editorData: async () => data,
  files: async () => ({ items: [], total: 0 }),
  icons: async () => ({}),
  searchIcons: async () => [],
  upload: async () => ({ url: '' }),
  blocks: {
    get: async () => {
      throw new Error('no blocks in the bench');
    },
    saveTo: 'agency',
    create: async () => {
      throw new Error('no blocks in the bench');
    },
  },
  notify: () => undefined,
  premium: { isAdmin: true, premiumElements: [] },
  exit: () => undefined,
};

declare global {
  interface Window {
    bench?: {
      handle: EditorHandle;
      flushSync: typeof flushSync;
      runCommand: typeof runCommand;
      setSettingsShown: (shown: boolean) => void;
      fixture: string;
    };
  }
}

const source = {
  key: `bench:${which}`,
  title: `Fixture (${which})`,
  load: async () => ({ document: document0, version }),
  save: async () => ({ version: ++version, shouldReload: false, warnings: [] }),
};
const pendingStore = new MemoryPendingStore();

function Harness() {
  const [settingsShown, setSettingsShown] = useState(true);
  return (
    <Editor
      source={source}
      services={services}
      pendingStore={pendingStore}
      hideSettings={!settingsShown}
      onReady={(handle) => {
        window.bench = { handle, flushSync, runCommand, setSettingsShown, fixture: which };
      }}
    />
  );
}

createRoot(window.document.getElementById('root')!).render(
  <MantineProvider>
    <div style={{ position: 'fixed', inset: 0 }}>
      <Harness />
    </div>
  </MantineProvider>,
);
