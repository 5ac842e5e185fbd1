import {
  type Collision,
  type CollisionDetection,
  DndContext,
  type DragMoveEvent,
  DragOverlay,
  type DragStartEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { useEditor } from '../context.tsx';
import classes from '../ui/editor.module.css';
import { loadBlockNodes } from './blocks.ts';
import type { DragItem } from './drag-state.ts';

/**
 * Targets come from the canvas hit test, not from dnd-kit's droppables (see DragController).
 * Always the same empty list: a new one on every move would change dnd-kit's public context and
 * re-render everything that reads it.
 */
const NO_COLLISIONS: Collision[] = [];
const noCollisions: CollisionDetection = () => NO_COLLISIONS;

/** How close to the canvas edge (px) the page starts scrolling while dragging. */
const EDGE = 56;

function pointerOf(
  event: DragMoveEvent | DragStartEvent,
  delta = { x: 0, y: 0 },
): { x: number; y: number } | null {
  const start = event.activatorEvent as PointerEvent | MouseEvent | null;
  if (!start || typeof start.clientX !== 'number') return null;
  return { x: start.clientX + delta.x, y: start.clientY + delta.y };
}

/**
 * Drag and drop (dnd-kit): palette items, saved blocks and the selection's grip are draggable;
 * while dragging, the canvas frame stops taking pointer events and the drag controller finds the
 * drop target under the pointer. Near the canvas edges the page scrolls.
 */
export function DndLayer({ children }: { children: ReactNode }) {
  const { drag, engine, services, canvas } = useEditor();
  const item = useStore(drag.store, (s) => s.item);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const last = useRef<{ x: number; y: number } | null>(null);

  // Edge scrolling while dragging.
  useEffect(() => {
    if (!item) return;
    let frame = 0;
    const tick = () => {
      const point = drag.controller.point;
      const parts = canvas.getState().frame;
      if (point && parts && last.current) {
        const height = parts.window.innerHeight;
        const speed =
          point.y < EDGE
            ? -(EDGE - point.y) / 2
            : point.y > height - EDGE
              ? (point.y - (height - EDGE)) / 2
              : 0;
        if (speed !== 0) {
          parts.window.scrollBy(0, speed);
          drag.controller.move(last.current.x, last.current.y);
        }
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [item, drag, canvas]);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={noCollisions}
      autoScroll={false}
      onDragStart={(event) => {
        const dragged = (event.active.data.current as { item?: DragItem } | undefined)?.item;
        if (!dragged) return;
        last.current = pointerOf(event);
        drag.controller.start(dragged);
      }}
      onDragMove={(event) => {
        const point = pointerOf(event, event.delta);
        if (!point) return;
        last.current = point;
        drag.controller.move(point.x, point.y);
      }}
      onDragEnd={() => {
        last.current = null;
        void drag.controller
          .drop(async (ref) => {
            const block = await services.blocks.get(ref);
            return loadBlockNodes(block.content, block.kind, engine.registry);
          })
          .then((outcome) => {
            if (outcome && !outcome.ok) services.notify('error', outcome.message);
          })
          .catch((error: unknown) =>
            services.notify('error', error instanceof Error ? error.message : 'The drop failed.'),
          );
      }}
      onDragCancel={() => {
        last.current = null;
        drag.controller.cancel();
      }}
      accessibility={{
        screenReaderInstructions: {
          draggable: 'To add or move, drag onto the page; or press Enter to add after the selection.',
        },
      }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {item ? <div className={classes.dragChip}>{item.label}</div> : null}
      </DragOverlay>
    </DndContext>
  );
}
