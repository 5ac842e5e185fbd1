import { Alert, Button, Center, Loader, Stack, Tabs, Text } from '@mantine/core';
import type { EditorData } from '@tessera/api-contract';
import { type ElementRegistry, elementRegistry } from '@tessera/elements';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { Breadcrumbs } from './canvas/Breadcrumbs.tsx';
import { Canvas, CanvasContent } from './canvas/Canvas.tsx';
import { type CanvasStore, createCanvasStore } from './canvas/canvas-store.ts';
import { type EditorEnv, EditorProvider, useEditor, useUi } from './context.tsx';
import { DragController } from './dnd/controller.ts';
import { DndLayer } from './dnd/DndLayer.tsx';
import { createDragStore } from './dnd/drag-state.ts';
import { useEditorKeys } from './keyboard.ts';
import { EditorEngine } from './model/editor.ts';
import type { LeftPanel } from './model/ui-state.ts';
import { Layers } from './panels/Layers.tsx';
import { Palette } from './panels/Palette.tsx';
import { Popups } from './panels/Popups.tsx';
import { SaveBlockDialog } from './panels/SaveBlockDialog.tsx';
import { SettingsPanel } from './panels/Settings.tsx';
import { ThemePanel } from './panels/ThemePanel.tsx';
import { Autosaver, type SaveState } from './persistence/autosave.ts';
import { browserPendingStore, editorSessionId, type PendingStore } from './persistence/local-store.ts';
import { readPreferences, writePreferences } from './persistence/preferences.ts';
import type { DocumentSource, EditorServices } from './services.ts';
import { ConflictDialog } from './toolbar/ConflictDialog.tsx';
import { LargerScreenNotice, useNarrowScreen } from './toolbar/LargerScreenNotice.tsx';
import { Toolbar } from './toolbar/Toolbar.tsx';
import classes from './ui/editor.module.css';

/** What tests and benchmarks reach into once the editor is up. */
export interface EditorHandle {
  engine: EditorEngine;
  drag: DragController;
  canvas: CanvasStore;
  autosaver: Autosaver;
}

export interface EditorProps {
  source: DocumentSource;
  services: EditorServices;
  registry?: ElementRegistry;
  /** Where unsaved edits are kept (browser storage by default). */
  pendingStore?: PendingStore;
  /**
   * Leaves out the settings column (a narrow embed). bench/editor uses it to print a selection
   * without its panel next to the figure with it.
   */
  hideSettings?: boolean;
  onReady?: (handle: EditorHandle) => void;
}

type Loaded = { env: EditorEnv; restored: boolean };

/**
 * The visual editor. It loads the design from `source`, keeps unsaved edits in browser storage
 * and saves them through `source` as they happen; everything else it needs from the app comes
 * through `services`. Mount one per design editing screen; a new mount starts with fresh editor
 * state (device, open popup, selection), as SPEC §4 asks on leaving the editor.
 */
export function Editor({
  source,
  services,
  registry = elementRegistry,
  pendingStore,
  hideSettings = false,
  onReady,
}: EditorProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [data, setData] = useState<EditorData | null>(null);
  // Its own store: a save status change re-renders the indicator, never the editor around it.
  const saveStore = useMemo(
    () => createStore<SaveState>(() => ({ status: 'saved', message: null, version: 0, lastSavedAt: null })),
    [],
  );
  const store = useMemo(() => pendingStore ?? browserPendingStore(), [pendingStore]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` retries the load.
  useEffect(() => {
    const controller = new AbortController();
    let autosaver: Autosaver | null = null;
    setError(null);
    setLoaded(null);
    (async () => {
      const design = await source.load(controller.signal);
      if (controller.signal.aborted) return;
      autosaver = new Autosaver({
        source,
        store,
        sessionId: editorSessionId(),
        onState: (state) => saveStore.setState(state, true),
        onReloadNeeded: (saved) => {
          source
            .load()
            .then((fresh) => {
              // Taken only if nothing was edited while it loaded (see Autosaver.reloaded). Undo
              // history stays: its steps are still the user's, one back from the server's copy.
              if (engine.doc !== saved || !autosaver?.reloaded(fresh.document, fresh.version, saved)) return;
              engine.replaceDocument(fresh.document, 'keep');
              services.notify(
                'info',
                'The server corrected some settings of this page; the editor now shows its copy.',
              );
            })
            // Not loaded: the editor keeps its document, and the next save is repaired and asks again.
            .catch(() => undefined);
        },
      });
      const start = await autosaver.start(design);
      if (controller.signal.aborted) return;
      const engine = new EditorEngine({ document: start.document, registry });
      // The user's layout (side panels) as they left it in any design.
      if (services.preferencesKey) engine.setUi(readPreferences(services.preferencesKey));
      const canvas = createCanvasStore();
      const dragStore = createDragStore();
      const controllerForDrag = new DragController(engine, dragStore, {
        document: () => canvas.getState().frame?.document ?? null,
        frameRect: () => canvas.getState().frame?.iframe.getBoundingClientRect() ?? null,
        visibleRect: () => canvas.getState().viewport?.getBoundingClientRect() ?? null,
        scale: () => canvas.getState().scale,
      });
      const env: EditorEnv = {
        engine,
        services,
        source,
        data: null,
        autosaver,
        saveState: saveStore,
        canvas,
        drag: { store: dragStore, controller: controllerForDrag },
      };
      setLoaded({ env, restored: start.restored });
      if (start.restored) services.notify('info', 'Unsaved changes from this browser were restored.');
      onReady?.({ engine, drag: controllerForDrag, canvas, autosaver });
    })().catch((e: unknown) => {
      if (!controller.signal.aborted)
        setError(e instanceof Error ? e.message : 'The page could not be loaded.');
    });
    return () => {
      controller.abort();
      autosaver?.dispose();
    };
  }, [source, services, registry, store, attempt, saveStore]);

  const narrow = useNarrowScreen();

  const refreshData = useCallback(() => {
    const controller = new AbortController();
    services
      .editorData(controller.signal)
      .then(setData)
      .catch(() => undefined);
    return () => controller.abort();
  }, [services]);
  useEffect(() => refreshData(), [refreshData]);

  if (narrow) return <LargerScreenNotice source={source} services={services} />;
  if (error) {
    return (
      <Center h="100%">
        <Stack align="center" maw={420}>
          <Alert color="red" title="The editor could not open this page">
            {error}
          </Alert>
          <Button onClick={() => setAttempt((a) => a + 1)}>Try again</Button>
        </Stack>
      </Center>
    );
  }
  if (!loaded) {
    return (
      <Center h="100%">
        <Stack align="center" gap="xs">
          <Loader />
          <Text size="sm" c="dimmed">
            Opening the editor…
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <EditorShell loaded={loaded} data={data} onBlocksChanged={refreshData} hideSettings={hideSettings} />
  );
}

function EditorShell({
  loaded,
  data,
  onBlocksChanged,
  hideSettings,
}: {
  loaded: Loaded;
  data: EditorData | null;
  onBlocksChanged: () => void;
  hideSettings: boolean;
}) {
  // One context value per load and shared-state answer: a save status change re-renders the
  // toolbar, not every panel.
  const env = useMemo<EditorEnv>(() => ({ ...loaded.env, data }), [loaded, data]);
  const { engine, autosaver, services } = env;
  const panels = useStore(engine.uiStore, (s) => s.panels);
  const showLeft = panels.left;
  const showRight = panels.right && !hideSettings;
  // Panel choices are the user's, kept across designs and visits (never in the document).
  useEffect(() => {
    const key = services.preferencesKey;
    if (!key) return;
    return engine.uiStore.subscribe((state, previous) => {
      if (state.panels !== previous.panels) writePreferences(key, { panels: state.panels });
    });
  }, [engine, services]);
  // Every change of the document goes to autosave (which keeps a browser copy first).
  useEffect(
    () =>
      engine.documentStore.subscribe((state, previous) => {
        if (state.doc !== previous.doc) autosaver.changed(state.doc);
      }),
    [engine, autosaver],
  );
  useEffect(() => {
    const online = () => autosaver.online();
    const hidden = () => {
      if (document.visibilityState === 'hidden') void autosaver.flush();
    };
    const beforeUnload = (event: BeforeUnloadEvent) => {
      const status = autosaver.current.status;
      if (status === 'pending' || status === 'saving') event.preventDefault();
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [autosaver]);
  return (
    <EditorProvider value={env}>
      <Keys />
      <DndLayer>
        <div className={classes.root} data-testid="editor">
          <Toolbar settingsPanel={!hideSettings} />
          <div
            className={classes.body}
            style={{
              gridTemplateColumns: `${showLeft ? 'var(--editor-left-width)' : ''} minmax(0, 1fr) ${showRight ? 'var(--editor-right-width)' : ''}`,
            }}
          >
            {showLeft ? (
              <aside className={`${classes.side} ${classes.left}`} aria-label="Add and arrange">
                <LeftPanels />
              </aside>
            ) : null}
            <div className={classes.canvasArea}>
              <Canvas />
              <Breadcrumbs />
            </div>
            {showRight ? (
              <aside className={`${classes.side} ${classes.right}`} aria-label="Settings">
                <div className={classes.scroll}>
                  <SettingsPanel />
                </div>
              </aside>
            ) : null}
          </div>
        </div>
      </DndLayer>
      <CanvasContent />
      <ConflictDialog />
      <SaveBlockDialog onSaved={onBlocksChanged} />
    </EditorProvider>
  );
}

function Keys() {
  useEditorKeys();
  return null;
}

function LeftPanels() {
  const panel = useUi((s) => s.leftPanel);
  const { engine } = useEditor();
  return (
    <Tabs
      value={panel}
      onChange={(value) => value && engine.setUi({ leftPanel: value as LeftPanel })}
      keepMounted={false}
      style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
      styles={{ tab: { paddingInline: 6, fontSize: 13 } }}
    >
      <Tabs.List grow>
        <Tabs.Tab value="add">Add</Tabs.Tab>
        <Tabs.Tab value="layers">Layers</Tabs.Tab>
        <Tabs.Tab value="popups">Popups</Tabs.Tab>
        <Tabs.Tab value="theme">Theme</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel
        value="add"
        className={classes.scroll}
        style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      >
        <Palette />
      </Tabs.Panel>
      <Tabs.Panel value="layers" className={classes.scroll}>
        <Layers />
      </Tabs.Panel>
      <Tabs.Panel value="popups" className={classes.scroll}>
        <Popups />
      </Tabs.Panel>
      <Tabs.Panel value="theme" className={classes.scroll}>
        <ThemePanel />
      </Tabs.Panel>
    </Tabs>
  );
}
