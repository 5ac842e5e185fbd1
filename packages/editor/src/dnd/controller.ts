import {
  childrenOf,
  createRow,
  type DocumentNode,
  findNode,
  getIndex,
  type PageDocument,
} from '@tessera/document';
import { CanvasBoxes, nodeElementIn } from '../canvas/canvas-store.ts';
import { clientToFrame } from '../canvas/geometry.ts';
import { type CommandOutcome, runCommand } from '../model/commands.ts';
import type { EditorEngine } from '../model/editor.ts';
import {
  anchorFor,
  dropProblem,
  type PlacementKind,
  placementKindOf,
  type Side,
  targetFor,
} from '../model/targets.ts';
import type { BlockRef } from '../services.ts';
import type { DragItem, DragStore, DropState } from './drag-state.ts';

/** The canvas as the drag controller sees it. */
export interface CanvasGeometry {
  /** The canvas document (null before the frame has loaded). */
  document(): Document | null;
  /** Where the canvas sits in the editor window, and its zoom. */
  frameRect(): DOMRect | null;
  /** What of the canvas one can see (a zoomed-in canvas runs under the side panels). */
  visibleRect(): DOMRect | null;
  scale(): number;
}

function kindOf(engine: EditorEngine, item: DragItem): PlacementKind | null {
  switch (item.source) {
    case 'element':
      return 'element';
    case 'section':
      return 'section';
    case 'row':
      return 'row';
    case 'block':
      return item.kind === 'row' ? 'row' : 'section';
    case 'node': {
      const node = findNode(engine.doc, item.id)?.node;
      return node ? placementKindOf(engine.doc, node) : null;
    }
  }
}

/** A stand-in for the dragged node, for the checks that look at its shape (nesting depth). */
function sampleNode(engine: EditorEngine, item: DragItem): DocumentNode | null {
  switch (item.source) {
    case 'node':
      return findNode(engine.doc, item.id)?.node ?? null;
    case 'row':
      return createRow(item.layout);
    case 'block':
      return item.kind === 'row' ? createRow([100]) : null;
    default:
      return null;
  }
}

const LABELS: Record<PlacementKind, string> = {
  section: 'section',
  row: 'row',
  'nested-row': 'row',
  column: 'column',
  element: 'element',
};

/**
 * Drag-over and drop, independent of the pointer library: `move` finds the node under the
 * pointer (one `elementFromPoint` in the canvas), the list the item would join and the side of
 * the anchor it is on, and puts the indicator there. Its cost does not depend on the page size.
 */
export class DragController {
  private item: DragItem | null = null;
  private kind: PlacementKind | null = null;
  private sample: DocumentNode | null = null;
  private lastPoint: { x: number; y: number } | null = null;
  /**
   * Node boxes in canvas-document coordinates (scroll-independent), measured on first need
   * during one drag: nothing on the canvas moves while dragging, so they stay right.
   */
  private readonly boxes = new Map<
    string,
    { left: number; top: number; right: number; bottom: number } | null
  >();

  constructor(
    private readonly engine: EditorEngine,
    private readonly store: DragStore,
    private readonly canvas: CanvasGeometry,
  ) {}

  start(item: DragItem): void {
    this.item = item;
    this.kind = kindOf(this.engine, item);
    this.sample = sampleNode(this.engine, item);
    this.lastPoint = null;
    this.boxes.clear();
    this.engine.setUi({ hoveredId: null });
    this.store.setState({ item, drop: null });
  }

  private box(frame: Document, doc: PageDocument, id: string) {
    if (this.boxes.has(id)) return this.boxes.get(id) ?? null;
    const element = nodeElementIn(frame, doc, id);
    const win = frame.defaultView;
    let box: { left: number; top: number; right: number; bottom: number } | null = null;
    if (element && win) {
      const rect = element.getBoundingClientRect();
      if (rect.width > 0 || rect.height > 0)
        box = {
          left: rect.left + win.scrollX,
          top: rect.top + win.scrollY,
          right: rect.right + win.scrollX,
          bottom: rect.bottom + win.scrollY,
        };
    }
    this.boxes.set(id, box);
    return box;
  }

  /**
   * The innermost node under a point of the page (canvas-document coordinates), found by
   * walking down the tree: sections, rows, columns, children, each level choosing the child
   * whose box holds the point. It asks the browser for a handful of boxes, where
   * `elementFromPoint` would hit-test the whole page on every pointer move.
   */
  private nodeAt(frame: Document, doc: PageDocument, px: number, py: number): string | null {
    const inside = (id: string) => {
      const box = this.box(frame, doc, id);
      return box !== null && px >= box.left && px < box.right && py >= box.top && py < box.bottom;
    };
    let found: string | null = null;
    let list: readonly DocumentNode[] = doc.sections;
    for (;;) {
      const next = list.find((node) => inside(node.id));
      if (!next) return found;
      found = next.id;
      if (next.type === 'element') return found;
      list = childrenOf(next);
    }
  }

  get active(): DragItem | null {
    return this.item;
  }

  /** Where the dragged item would go now (what the indicator shows). */
  get current(): DropState | null {
    return this.store.getState().drop;
  }

  /** The pointer, in canvas-document pixels, or null when it is outside the canvas. */
  toCanvas(clientX: number, clientY: number): { x: number; y: number } | null {
    const rect = this.canvas.frameRect();
    if (!rect) return null;
    return clientToFrame({ x: clientX, y: clientY }, rect, this.canvas.scale(), this.canvas.visibleRect());
  }

  /** The pointer moved to (clientX, clientY) in the editor window. */
  move(clientX: number, clientY: number): DropState | null {
    if (this.item === null || this.kind === null) return null;
    const point = this.toCanvas(clientX, clientY);
    this.lastPoint = point;
    const drop = point === null ? null : this.dropAt(point.x, point.y);
    const previous = this.store.getState().drop;
    if (!sameDrop(previous, drop)) this.store.setState({ drop });
    return drop;
  }

  /** Last pointer position inside the canvas (for edge auto-scrolling). */
  get point(): { x: number; y: number } | null {
    return this.lastPoint;
  }

  private dropAt(x: number, y: number): DropState {
    const frame = this.canvas.document();
    const kind = this.kind!;
    const doc = this.engine.doc;
    const openPopup = this.engine.ui.openPopupId;
    if (!frame) return { target: null, indicator: null, label: '', problem: null };
    // Outside any node while a popup is open means the popup's backdrop: drop into the popup.
    const popupId = openPopup !== null && getIndex(doc).has(openPopup) ? openPopup : null;
    let overId: string | null;
    if (popupId === null) {
      const win = frame.defaultView;
      overId = this.nodeAt(frame, doc, x + (win?.scrollX ?? 0), y + (win?.scrollY ?? 0));
    } else {
      // An open popup sits over the page (fixed, so its boxes are measured in the viewport).
      overId = new CanvasBoxes(frame, doc).nodeAt(x, y, popupId);
    }

    const anchor = anchorFor(doc, kind, overId, popupId);
    if (anchor === null) {
      return {
        target: null,
        indicator: null,
        label: '',
        problem: `A ${LABELS[kind]} can only be dropped into a row.`,
      };
    }
    const anchorElement =
      anchor.id === null
        ? (frame.querySelector<HTMLElement>('[data-part="root"]') ?? frame.body)
        : nodeElementIn(frame, doc, anchor.id);
    if (!anchorElement) return { target: null, indicator: null, label: '', problem: null };
    const rect = anchorElement.getBoundingClientRect();
    let side: Side = 'after';
    if (anchor.mode === 'sibling')
      side =
        anchor.axis === 'y'
          ? y < rect.top + rect.height / 2
            ? 'before'
            : 'after'
          : x < rect.left + rect.width / 2
            ? 'before'
            : 'after';

    const target = targetFor(doc, kind, anchor, side);
    if (target === null)
      return {
        target: null,
        indicator: null,
        label: '',
        problem: `A ${LABELS[kind]} cannot be dropped there.`,
      };
    const node = this.sample ?? ({ type: kind === 'nested-row' ? 'row' : kind } as DocumentNode);
    const movingId = this.item?.source === 'node' ? this.item.id : undefined;
    const problem = dropProblem(doc, target, node, movingId);

    const thickness = 4;
    const indicator =
      anchor.mode === 'sibling'
        ? anchor.axis === 'y'
          ? {
              shape: 'line' as const,
              left: rect.left,
              width: rect.width,
              top: (side === 'before' ? rect.top : rect.bottom) - thickness / 2,
              height: thickness,
            }
          : {
              shape: 'line' as const,
              top: rect.top,
              height: rect.height,
              left: (side === 'before' ? rect.left : rect.right) - thickness / 2,
              width: thickness,
            }
        : { shape: 'box' as const, top: rect.top, left: rect.left, width: rect.width, height: rect.height };
    const where =
      target.wrap === 'section'
        ? 'in a new section'
        : target.wrap === 'row'
          ? 'in a new row'
          : anchor.mode === 'inside'
            ? `into this ${typeName(doc, anchor.id)}`
            : `${side} this ${typeName(doc, anchor.id)}`;
    return { target, indicator, label: problem ?? `Drop ${where}`, problem };
  }

  /** Ends the drag: applies the drop (or says why it cannot), returns what happened. */
  async drop(
    loadBlock: (block: BlockRef) => Promise<{ nodes: DocumentNode[]; texts: Record<string, string> }>,
  ): Promise<CommandOutcome | null> {
    const item = this.item;
    const drop = this.store.getState().drop;
    this.finish();
    if (item === null || drop === null) return null;
    if (drop.problem !== null || drop.target === null)
      return drop.problem ? { ok: false, message: drop.problem } : null;
    const target = drop.target;
    switch (item.source) {
      case 'element':
        return runCommand(this.engine, 'insertElement', { key: item.key, target });
      case 'section':
        return runCommand(this.engine, 'insertSection', {
          target,
          ...(item.kind ? { kind: item.kind } : {}),
          ...(item.menuId === undefined ? {} : { menuId: item.menuId }),
        });
      case 'row':
        return runCommand(this.engine, 'insertRow', { target, layout: item.layout });
      case 'node':
        return runCommand(this.engine, 'move', { id: item.id, target });
      case 'block': {
        const block = await loadBlock(item.block);
        return runCommand(this.engine, 'insertNodes', { target, nodes: block.nodes, texts: block.texts });
      }
    }
  }

  cancel(): void {
    this.finish();
  }

  private finish(): void {
    this.item = null;
    this.kind = null;
    this.sample = null;
    this.lastPoint = null;
    this.store.setState({ item: null, drop: null });
  }
}

function typeName(doc: Parameters<typeof getIndex>[0], id: string | null): string {
  if (id === null) return 'page';
  const type = getIndex(doc).get(id)?.type ?? 'block';
  return type === 'popup' ? 'popup' : type;
}

function sameDrop(a: DropState | null, b: DropState | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  const ta = a.target;
  const tb = b.target;
  const ia = a.indicator;
  const ib = b.indicator;
  return (
    a.label === b.label &&
    a.problem === b.problem &&
    ta?.parentId === tb?.parentId &&
    ta?.index === tb?.index &&
    ta?.wrap === tb?.wrap &&
    ia?.top === ib?.top &&
    ia?.left === ib?.left &&
    ia?.width === ib?.width &&
    ia?.height === ib?.height
  );
}
