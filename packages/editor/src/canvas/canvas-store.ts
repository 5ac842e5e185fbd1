import { childrenOf, type DocumentNode, getIndex, type PageDocument } from '@tessera/document';
import { createStore } from 'zustand/vanilla';
import type { CanvasFonts, CanvasIcons, CanvasScopes } from './frame.ts';
import { type Box, frameToStage } from './geometry.ts';

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
  /**
   * The box that scrolls the stage sideways when the zoomed canvas is wider than the space for
   * it: what of the stage one can see (pointer hit tests and toolbars keep within it).
   */
  viewport: HTMLElement | null;
  /** The scale the canvas is drawn at (the zoom, or the fit scale in fit mode). */
  scale: number;
  /** Bumped when the canvas scrolls or resizes: outlines and handles measure again. */
  tick: number;
}

export const createCanvasStore = () =>
  createStore<CanvasState>(() => ({ frame: null, viewport: null, scale: 1, tick: 0 }));
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

/**
 * Which node is where on the canvas (viewport pixels), answered from node boxes rather than by the
 * browser's hit testing: on a large page `elementFromPoint` at a point between elements costs
 * milliseconds (the browser looks through every box of the section), while a walk down the tree
 * (sections, rows, columns, children, each level the child whose box holds the point) asks
 * for a few dozen boxes, each cheap once laid out. Boxes are kept for the life of the object:
 * make one per measurement.
 */
export class CanvasBoxes {
  private readonly boxes = new Map<string, DOMRect | null>();

  constructor(
    private readonly canvas: Document,
    private readonly doc: PageDocument,
  ) {}

  box(id: string): DOMRect | null {
    let box = this.boxes.get(id);
    if (box === undefined) {
      const rect = nodeElementIn(this.canvas, this.doc, id)?.getBoundingClientRect() ?? null;
      box = rect && (rect.width > 0 || rect.height > 0) ? rect : null;
      this.boxes.set(id, box);
    }
    return box;
  }

  private holds(id: string, x: number, y: number): boolean {
    const box = this.box(id);
    return box !== null && x >= box.left && x < box.right && y >= box.top && y < box.bottom;
  }

  /**
   * The innermost node at a point. With a popup open, the popup covers the page: a point inside
   * its box is in the popup; one outside is on its backdrop (null). `near` (a node id) says
   * where the point probably is: sections are tried outwards from that node's section.
   */
  nodeAt(x: number, y: number, openPopupId: string | null, near: string | null = null): string | null {
    const popup = openPopupId === null ? undefined : this.doc.popups.find((p) => p.id === openPopupId);
    let list: readonly DocumentNode[] = this.doc.sections;
    let found: string | null = null;
    if (popup) {
      if (!this.holds(popup.id, x, y)) return null;
      found = popup.id;
      list = popup.sections;
    }
    const entry = near === null ? undefined : getIndex(this.doc).get(near);
    const start = entry && entry.popupId === (popup?.id ?? null) ? (entry.path.steps[0] ?? 0) : 0;
    let next = outwards(list, start).find((node) => this.holds(node.id, x, y));
    while (next) {
      found = next.id;
      if (next.type === 'element') return found;
      next = childrenOf(next).find((node) => this.holds(node.id, x, y));
    }
    return found;
  }
}

/** The items of a list from `start` outwards: start, start − 1, start + 1, start − 2, … */
function outwards<T>(list: readonly T[], start: number): T[] {
  const out: T[] = [];
  for (let step = 0; out.length < list.length; step++) {
    const before = list[start - step];
    const after = step === 0 ? undefined : list[start + step];
    if (before !== undefined) out.push(before);
    if (after !== undefined) out.push(after);
    if (start - step < 0 && start + step >= list.length) break;
  }
  return out;
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

/** A node's box on the stage (see geometry.ts). */
export function boxOf(element: Element | null, scale: number): Box | null {
  if (!element) return null;
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return null;
  return frameToStage(rect, scale);
}
