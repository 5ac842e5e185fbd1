import { useDraggable } from '@dnd-kit/core';
import {
  type DocumentNode,
  findNode,
  getIndex,
  isVisibility,
  type PageDocument,
  type Visibility,
} from '@tessera/document';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useDocState, useEditor, useUi } from '../context.tsx';
import { runCommand } from '../model/commands.ts';
import classes from '../ui/editor.module.css';
import {
  IconArrowDown,
  IconArrowUp,
  IconBlock,
  IconChevronRight,
  IconDuplicate,
  IconEye,
  IconEyeOff,
  IconGrip,
  IconTrash,
} from '../ui/icons.tsx';
import { boxOf, CanvasBoxes, nodeElement } from './canvas-store.ts';
import { type Box, frameToStage, stageToFrame, visibleStage } from './geometry.ts';
import { labelOf, rowForResize } from './labels.ts';
import {
  NODE_BAR_HEIGHT,
  nodeBarWidth,
  placeToolbar,
  samplePoints,
  type ToolbarPosition,
} from './toolbar-place.ts';

const TextEditing = lazy(() => import('../text/TextEditing.tsx').then((m) => ({ default: m.TextEditing })));

const VISIBILITY_LABEL: Record<Visibility, string> = {
  both: 'Shown on desktop and mobile',
  desktop: 'Shown on desktop only',
  mobile: 'Shown on mobile only',
  hidden: 'Hidden everywhere',
};

interface Measured {
  hover: Box | null;
  selection: Box | null;
  /** Where the selection's toolbar goes. */
  bar: ToolbarPosition | null;
  /** The part of the stage one can see (the toolbars keep within it). */
  visible: Box | null;
  /** Dividers between the columns of the row being resized. */
  dividers: Array<{ index: number; box: Box }>;
  row: Box | null;
}

const NONE: Measured = { hover: null, selection: null, bar: null, visible: null, dividers: [], row: null };

/** The buttons the node toolbar shows for a node (see NodeBar). */
function nodeBarButtons(node: DocumentNode, hasParent: boolean): number {
  const move = node.type === 'popup' ? 0 : 4;
  const saveBlock = node.type === 'section' || node.type === 'row' ? 1 : 0;
  return move + (hasParent ? 1 : 0) + 1 + saveBlock + 1;
}

/**
 * True when a rectangle of the stage covers only the selection, its containers or empty page:
 * the toolbar may sit there without hiding other content.
 */
function coversNothingElse(
  boxes: CanvasBoxes,
  doc: PageDocument,
  selectedId: string,
  openPopupId: string | null,
  rect: Box,
  scale: number,
) {
  const index = getIndex(doc);
  const own = new Set<string>();
  for (
    let entry = index.get(selectedId);
    entry;
    entry = entry.parentId ? index.get(entry.parentId) : undefined
  )
    own.add(entry.id);
  return samplePoints(rect).every((point) => {
    const { x, y } = stageToFrame(point, scale);
    const id = boxes.nodeAt(x, y, openPopupId, selectedId);
    return id === null || own.has(id);
  });
}

/**
 * Everything drawn over the canvas: hover and selection outlines with the selection's tools,
 * column resize handles, the drop indicator, and the text toolbar. It lives in the editor's own
 * document, positioned from the canvas nodes' boxes, so nothing of it can end up in a page.
 */
export function Overlay() {
  const { engine, canvas } = useEditor();
  const doc = useDocState((s) => s.doc);
  const selectedId = useUi((s) => s.selectedId);
  const hoveredId = useUi((s) => s.hoveredId);
  const editingTextId = useUi((s) => s.editingTextId);
  const device = useUi((s) => s.device);
  const openPopupId = useUi((s) => s.openPopupId);
  const { frame, viewport, scale, tick } = useStore(canvas);
  const [measured, setMeasured] = useState<Measured>(NONE);
  const overlayRef = useRef<HTMLDivElement>(null);
  const resizeRowId = device === 'mobile' ? null : rowForResize(doc, selectedId);

  // Measured after the canvas has committed the same change, before the browser paints.
  // biome-ignore lint/correctness/useExhaustiveDependencies: doc and tick are the triggers to measure again.
  useLayoutEffect(() => {
    if (!frame) return;
    const selection = boxOf(nodeElement(frame, doc, selectedId), scale);
    const hover =
      hoveredId !== null && hoveredId !== selectedId
        ? boxOf(nodeElement(frame, doc, hoveredId), scale)
        : null;
    const dividers: Measured['dividers'] = [];
    let row: Box | null = null;
    const rowNode = resizeRowId === null ? null : findNode(doc, resizeRowId)?.node;
    if (rowNode?.type === 'row' && rowNode.columns.length > 1) {
      row = boxOf(nodeElement(frame, doc, rowNode.id), scale);
      rowNode.columns.slice(0, -1).forEach((column, index) => {
        const box = boxOf(nodeElement(frame, doc, column.id), scale);
        if (box && row)
          dividers.push({
            index,
            box: { top: row.top, height: row.height, left: box.left + box.width, width: 0 },
          });
      });
    }
    let bar: ToolbarPosition | null = null;
    const overlay = overlayRef.current;
    const stage = overlay?.getBoundingClientRect();
    const visible = stage
      ? viewport
        ? visibleStage(stage, viewport.getBoundingClientRect())
        : { top: 0, left: 0, width: stage.width, height: stage.height }
      : null;
    const selectedNode = selectedId === null ? null : findNode(doc, selectedId)?.node;
    if (selection && selectedNode && selectedId !== null && editingTextId !== selectedId && visible) {
      const hasParent = (getIndex(doc).get(selectedId)?.parentId ?? null) !== null;
      const boxes = new CanvasBoxes(frame.document, doc);
      bar = placeToolbar(
        selection,
        { width: nodeBarWidth(nodeBarButtons(selectedNode, hasParent)), height: NODE_BAR_HEIGHT },
        visible,
        {
          gap: 2,
          align: 'end',
          whenCrowded: 'below',
          free: (rect) => coversNothingElse(boxes, doc, selectedId, openPopupId, rect, scale),
        },
      );
    }
    setMeasured({ hover, selection, bar, visible, dividers, row });
  }, [
    frame,
    viewport,
    doc,
    selectedId,
    hoveredId,
    scale,
    tick,
    device,
    resizeRowId,
    editingTextId,
    openPopupId,
  ]);

  return (
    <div className={classes.overlay} data-testid="editor-overlay" ref={overlayRef}>
      {measured.hover ? (
        <div className={classes.hover} style={boxStyle(measured.hover)}>
          <span className={`${classes.tag} ${measured.hover.top < 20 ? classes.tagInside : ''}`}>
            {labelOf(doc, engine.registry, hoveredId)}
          </span>
        </div>
      ) : null}
      {measured.selection && selectedId !== null ? (
        <>
          <div
            className={classes.selection}
            style={boxStyle(measured.selection)}
            data-testid="selection-outline"
          >
            {/* While its text is edited, the text toolbar sits where the tag would. */}
            {editingTextId === selectedId ? null : (
              <span className={`${classes.tag} ${measured.selection.top < 20 ? classes.tagInside : ''}`}>
                {labelOf(doc, engine.registry, selectedId)}
              </span>
            )}
          </div>
          {editingTextId === selectedId || measured.bar === null ? null : (
            <NodeBar id={selectedId} position={measured.bar} />
          )}
        </>
      ) : null}
      {resizeRowId !== null && measured.row
        ? measured.dividers.map((divider) => (
            <ColumnResizer
              key={divider.index}
              rowId={resizeRowId}
              index={divider.index}
              box={divider.box}
              rowWidth={measured.row!.width}
            />
          ))
        : null}
      <DropIndicator />
      {editingTextId !== null ? (
        <Suspense fallback={null}>
          <TextEditing id={editingTextId} box={measured.selection} visible={measured.visible} />
        </Suspense>
      ) : null}
    </div>
  );
}

function boxStyle(box: Box) {
  return { top: box.top, left: box.left, width: box.width, height: box.height };
}

function NodeBar({ id, position }: { id: string; position: ToolbarPosition }) {
  const { engine, services } = useEditor();
  const doc = useDocState((s) => s.doc);
  const found = findNode(doc, id);
  const label = labelOf(doc, engine.registry, id);
  const { attributes, listeners, setNodeRef } = useDraggable({
    id: `node:${id}`,
    data: { item: { source: 'node', id, label } },
  });
  if (!found) return null;
  const { node } = found;
  const parentId = getIndex(doc).get(id)?.parentId ?? null;
  const visibility = isVisibility(node.options.visibility) ? node.options.visibility : 'both';
  const run = (outcome: { ok: boolean; message?: string }) => {
    if (!outcome.ok && outcome.message) services.notify('error', outcome.message);
  };
  const canMove = node.type !== 'popup';
  return (
    <div
      className={classes.nodeBar}
      style={{ top: position.top, left: position.left }}
      role="toolbar"
      aria-label={`${label} tools`}
      data-testid="node-bar"
      data-placement={position.placement}
    >
      {canMove ? (
        <button
          title="Drag to move"
          type="button"
          ref={setNodeRef}
          className={classes.grip}
          aria-label={`Move ${label}`}
          {...listeners}
          {...attributes}
        >
          <IconGrip size={16} />
        </button>
      ) : null}
      {parentId !== null ? (
        <button
          title="Select parent (↑)"
          type="button"
          aria-label="Select parent"
          onClick={() => run(runCommand(engine, 'select', { id: parentId }))}
        >
          <IconChevronRight size={16} style={{ transform: 'rotate(-90deg)' }} />
        </button>
      ) : null}
      {canMove ? (
        <>
          <button
            title="Move up"
            type="button"
            aria-label="Move up"
            onClick={() => run(runCommand(engine, 'moveUp', { id }))}
          >
            <IconArrowUp size={16} />
          </button>
          <button
            title="Move down"
            type="button"
            aria-label="Move down"
            onClick={() => run(runCommand(engine, 'moveDown', { id }))}
          >
            <IconArrowDown size={16} />
          </button>
          <button
            title="Duplicate (Ctrl+D)"
            type="button"
            aria-label="Duplicate"
            onClick={() => run(runCommand(engine, 'duplicate', { id }))}
          >
            <IconDuplicate size={16} />
          </button>
        </>
      ) : null}
      <button
        type="button"
        title={`${VISIBILITY_LABEL[visibility]} — click to change`}
        aria-label={`Visibility: ${VISIBILITY_LABEL[visibility]}`}
        data-visibility={visibility}
        onClick={() => run(runCommand(engine, 'cycleVisibility', { id }))}
      >
        {visibility === 'hidden' ? <IconEyeOff size={16} /> : <IconEye size={16} />}
      </button>
      {node.type === 'section' || node.type === 'row' ? (
        <button
          title="Save as block"
          type="button"
          aria-label="Save as block"
          onClick={() => engine.setUi({ saveBlockId: id })}
        >
          <IconBlock size={16} />
        </button>
      ) : null}
      <button
        title="Delete (Del)"
        type="button"
        aria-label={`Delete ${label}`}
        onClick={() => {
          const outcome = runCommand(engine, 'remove', { id });
          if (outcome.ok) services.notify('info', `${label} deleted. Undo with Ctrl+Z.`);
          else run(outcome);
        }}
      >
        <IconTrash size={16} />
      </button>
    </div>
  );
}

/**
 * A handle between two columns. Dragging is one transaction (one undo step), applied from the
 * widths at the start, so the divider follows the pointer exactly; each column keeps ≥ 10 %.
 */
function ColumnResizer({
  rowId,
  index,
  box,
  rowWidth,
}: {
  rowId: string;
  index: number;
  box: Box;
  rowWidth: number;
}) {
  const { engine, services } = useEditor();
  const start = useRef<{ x: number; pointer: number } | null>(null);
  const [widths, setWidths] = useState<[number, number] | null>(null);

  const widthsNow = (): [number, number] | null => {
    const row = findNode(engine.doc, rowId)?.node;
    if (row?.type !== 'row') return null;
    const a = row.columns[index]?.width;
    const b = row.columns[index + 1]?.width;
    return a === undefined || b === undefined ? null : [a, b];
  };

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { x: event.clientX, pointer: event.pointerId };
    engine.begin('Resize columns');
    setWidths(widthsNow());
  };
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!start.current || rowWidth <= 0) return;
    const delta = ((event.clientX - start.current.x) / rowWidth) * 100;
    const outcome = runCommand(engine, 'resizeColumns', { rowId, divider: index, delta, fromMark: true });
    if (outcome.ok) setWidths(widthsNow());
  };
  const finish = (cancel: boolean) => {
    if (!start.current) return;
    start.current = null;
    if (cancel) engine.cancel();
    else engine.commit();
    setWidths(null);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') return finish(true);
    const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const outcome = runCommand(engine, 'resizeColumns', {
      rowId,
      divider: index,
      delta: step * (event.shiftKey ? 5 : 1),
    });
    if (!outcome.ok) services.notify('error', outcome.message);
  };
  const current = widthsNow();

  return (
    <>
      {/* A focusable window splitter (WAI-ARIA separator pattern): <hr> cannot take focus or values. */}
      {/* biome-ignore lint/a11y/useSemanticElements: see above. */}
      <div
        className={`${classes.resizer} ${widths ? classes.resizerActive : ''}`}
        style={{ top: box.top, left: box.left, height: box.height }}
        role="separator"
        aria-orientation="vertical"
        aria-label={`Resize columns ${index + 1} and ${index + 2}`}
        aria-valuenow={current ? Math.round(current[0]) : undefined}
        aria-valuemin={10}
        aria-valuemax={90}
        tabIndex={0}
        data-testid="column-resizer"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => finish(false)}
        onPointerCancel={() => finish(true)}
        onKeyDown={onKeyDown}
      />
      {widths ? (
        <div className={classes.widthLabel} style={{ top: box.top + 14, left: box.left }}>
          {Math.round(widths[0])}% | {Math.round(widths[1])}%
        </div>
      ) : null}
    </>
  );
}

function DropIndicator() {
  const { drag, canvas } = useEditor();
  const drop = useStore(drag.store, (s) => s.drop);
  const scale = useStore(canvas, (s) => s.scale);
  if (!drop) return null;
  const box = drop.indicator;
  if (!box) {
    return drop.problem ? (
      <div
        className={`${classes.dropLabel} ${classes.dropRefused}`}
        style={{ top: 8, left: 8 }}
        role="status"
      >
        {drop.problem}
      </div>
    ) : null;
  }
  const style = frameToStage(box, scale);
  return (
    <>
      <div
        className={box.shape === 'line' ? classes.dropLine : classes.dropBox}
        style={style}
        data-testid="drop-indicator"
      />
      <div
        className={`${classes.dropLabel} ${drop.problem ? classes.dropRefused : ''}`}
        style={{ top: style.top + (box.shape === 'line' ? 0 : 4), left: style.left }}
        role="status"
      >
        {drop.label}
      </div>
    </>
  );
}
