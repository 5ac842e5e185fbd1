import type { EditorData } from '@tessera/api-contract';
import type { PageDocument } from '@tessera/document';
import { createContext, type ReactNode, useContext, useDeferredValue } from 'react';
import { type StoreApi, useStore } from 'zustand';
import type { CanvasStore } from './canvas/canvas-store.ts';
import type { DragController } from './dnd/controller.ts';
import type { DragStore } from './dnd/drag-state.ts';
import type { DocumentState, EditorEngine } from './model/editor.ts';
import type { UiState } from './model/ui-state.ts';
import type { Autosaver, SaveState } from './persistence/autosave.ts';
import type { DocumentSource, EditorServices } from './services.ts';

export interface EditorEnv {
  engine: EditorEngine;
  services: EditorServices;
  source: DocumentSource;
  /** SPEC §3 shared editor state; null until it has loaded. */
  data: EditorData | null;
  autosaver: Autosaver;
  /** The save indicator's state (saved, saving, offline, …). */
  saveState: StoreApi<SaveState>;
  canvas: CanvasStore;
  drag: { store: DragStore; controller: DragController };
}

const EditorContext = createContext<EditorEnv | null>(null);

export function EditorProvider({ value, children }: { value: EditorEnv; children: ReactNode }) {
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>;
}

export function useEditor(): EditorEnv {
  const env = useContext(EditorContext);
  if (!env) throw new Error('useEditor outside the editor');
  return env;
}

/** Subscribes to one slice of the document state (re-renders only when the slice changes). */
export function useDocState<T>(selector: (state: DocumentState) => T): T {
  return useStore(useEditor().engine.documentStore, selector);
}

export function useUi<T>(selector: (state: UiState) => T): T {
  return useStore(useEditor().engine.uiStore, selector);
}

/**
 * The document as the side panels see it: a deferred copy. The canvas and its outlines follow
 * each change at once; panels re-render right after, without holding up the frame that shows
 * the change (React renders them in the background and yields to the browser).
 */
const PanelDocContext = createContext<PageDocument | null>(null);

export function PanelDocProvider({ children }: { children: ReactNode }) {
  const doc = useDocState((s) => s.doc);
  const deferred = useDeferredValue(doc);
  return <PanelDocContext.Provider value={deferred}>{children}</PanelDocContext.Provider>;
}

export function usePanelDoc(): PageDocument {
  const doc = useContext(PanelDocContext);
  if (!doc) throw new Error('usePanelDoc outside a panel');
  return doc;
}
