import { getIndex, type PageDocument } from '@tessera/document';
import { createStore } from 'zustand/vanilla';
import type { CanvasFonts, CanvasIcons, CanvasScopes } from './frame.ts';

/** The loaded canvas frame and what the editor draws into it. */
export interface FrameParts {
  iframe: HTMLIFrameElement;
  document: Document;
  window: Window;
  root: HTMLElement;
  scopes: CanvasScopes;
  fonts: CanvasFonts;
  icons: CanvasIcons;
}

export interface CanvasState {
  frame: FrameParts | null;
  /** Zoom of the canvas (below 1 when the device is wider than the space for it). */
  scale: number;
  /** Bumped when the canvas scrolls or resizes: outlines and handles measure again. */
  tick: number;
}

export const createCanvasStore = () => createStore<CanvasState>(() => ({ frame: null, scale: 1, tick: 0 }));
export type CanvasStore = ReturnType<typeof createCanvasStore>;

/**
 * The DOM node of a document node on the canvas. Each section, with everything inside it, lives
 * in the shadow root of its host (`host-{sectionId}` in the canvas document); popup boxes are in
 * the canvas document itself.
 */
export function nodeElement(
  frame: FrameParts | null,
  doc: PageDocument,
  id: string | null,
): HTMLElement | null {
  return frame ? nodeElementIn(frame.document, doc, id) : null;
}

export function nodeElementIn(canvas: Document, doc: PageDocument, id: string | null): HTMLElement | null {
  if (id === null) return null;
  const entry = getIndex(doc).get(id);
  if (!entry) return null;
  const safe = id.replace(/[^A-Za-z0-9_-]/g, '');
  if (entry.type === 'popup') return canvas.getElementById(safe);
  const sectionId = entry.type === 'section' ? id : entry.sectionId;
  if (sectionId === null) return canvas.getElementById(safe);
  const host = canvas.getElementById(`host-${sectionId.replace(/[^A-Za-z0-9_-]/g, '')}`);
  return (host?.shadowRoot?.getElementById(safe) as HTMLElement | null) ?? null;
}

/** The element under a point, looking into shadow roots. */
export function deepElementFromPoint(doc: Document, x: number, y: number): Element | null {
  let element = doc.elementFromPoint(x, y);
  while (element?.shadowRoot) {
    const inner = element.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === element) break;
    element = inner;
  }
  return element;
}

/** The closest canvas node (`[data-node]`) of an element, crossing out of a shadow root. */
export function closestNode(element: Element | null): HTMLElement | null {
  let current: Element | null = element;
  while (current) {
    const found = current.closest<HTMLElement>('[data-node]');
    if (found) return found;
    // A shadow root has a host; the document has none (and objects of the frame's realm fail
    // instanceof checks against this one, so the property is tested instead).
    current = (current.getRootNode() as Partial<ShadowRoot>).host ?? null;
  }
  return null;
}

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** A node's box on the stage (the canvas viewport times the zoom). */
export function boxOf(element: Element | null, scale: number): Box | null {
  if (!element) return null;
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return null;
  return {
    top: rect.top * scale,
    left: rect.left * scale,
    width: rect.width * scale,
    height: rect.height * scale,
  };
}
